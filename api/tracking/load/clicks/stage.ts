import type { Deps } from '../../../deps';
import type { ClickBatch } from '../../../queues/clicks';
import type { ClickRow } from '../../store/click-row';

export type ClickLoaderDeps = Pick<Deps, 'redis' | 'config' | 'queues' | 'ch' | 'clock' | 'db'>;

/** The enriched rows of one click batch. */
export interface EnrichedBatch {
  id: string;
  rows: ClickRow[];
}

/** What the click loader's stages read and fill in, one delivery of click batches at a time. */
export interface ClickLoad {
  /** The click batches as the edge made them. */
  input: ClickBatch[];
  /** Their rows, once enriched. */
  batches: EnrichedBatch[];
  /** Clicks enriched, and of those the bots. */
  rows: number;
  bots: number;
  /** Batches this delivery staged (a batch staged before is not staged again). */
  staged: number;
  /** Clicks of the delivery that count in click_count. */
  humans: number;
}

/** A delivery's batches, before any stage ran. */
export const clickLoadOf = (input: ClickBatch[]): ClickLoad => ({
  input,
  batches: [],
  rows: 0,
  bots: 0,
  staged: 0,
  humans: 0,
});

/** One stage of the click loader (../load-clicks.ts lists them in order). */
export interface ClickStage {
  name: string;
  run(deps: ClickLoaderDeps, load: ClickLoad): Promise<void> | void;
}
