export interface BenchFigure {
  /** What `--only` names. */
  id: string;
  measure: (options: { quick: boolean }) => Promise<unknown>;
  /** The growth tables rather than rows. */
  growth?: boolean;
}

/** In the order they run. */
export const FIGURES: BenchFigure[];
