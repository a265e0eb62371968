/** Opens a URL with the platform's opener, without a shell; where there is none, says so. */
import { spawn } from 'node:child_process';

export function openerCommand(platform: NodeJS.Platform, url: string): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]];
  // `start` takes its first quoted argument as a window title, hence the empty one.
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

/** Resolves once the opener started, or with why it could not. */
export function openBrowser(url: string, platform = process.platform): Promise<string | undefined> {
  const [command, args] = openerCommand(platform, url);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'ignore',
      detached: true,
      windowsVerbatimArguments: platform === 'win32',
    });
    child.once('error', (error) => resolve(`${command} could not start (${error.message})`));
    child.once('spawn', () => {
      child.unref();
      resolve(undefined);
    });
  });
}
