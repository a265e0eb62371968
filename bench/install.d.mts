export interface BenchPackage {
  /** npm package name. */
  name: string;
  /** Exact version: the bench compares against this release and no other. */
  version: string;
  /** The command the package declares in `bin`. */
  bin: string;
}

export interface InstalledPackage {
  /** `<root>/<name>@<version>`, holding only finished installs. */
  prefix: string;
  /** Absolute path of the declared command. */
  command: string;
  packageJson: string;
  /** The file whose presence makes `prefix` a finished install. */
  marker: string;
}

export function installLayout(pkg: BenchPackage, root: string): InstalledPackage;
export function ensurePackage(
  pkg: BenchPackage,
  options: { root: string; spec?: string; env?: NodeJS.ProcessEnv },
): Promise<InstalledPackage>;
