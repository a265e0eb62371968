import { UsageError } from '../../errors.js';
import type { Mode } from '../../run-dir/record-schema.js';
import { parseModels } from '../../runner/run-models.js';
import { stringOption, type ParsedArgs } from '../command.js';
import { checkAutoIsLive, type KChoice } from './k-option.js';

/** `--models a,b,c`: not with replay, `--resume` or `--model`. */
export function modelsOption(args: ParsedArgs, mode: Mode): string[] | undefined {
  const text = stringOption(args, 'models');
  if (text === undefined) return undefined;
  const models = parseModels(text);
  if (mode === 'replay')
    throw new UsageError('--models cannot replay: a cassette was recorded with one model');
  if (stringOption(args, 'resume') !== undefined)
    throw new UsageError('--models and --resume go separately: resume one model directory');
  if (stringOption(args, 'model') !== undefined)
    throw new UsageError('--model and --models go separately: give the models in --models');
  return models;
}

/** `--models a,b --k auto` without `--round`: two models compared in rounds, the first the base. */
export function adaptiveModelsOf(
  args: ParsedArgs,
  kChoice: KChoice,
  mode: Mode,
  models: string[] | undefined,
): [string, string] | undefined {
  if (kChoice.kind !== 'auto' || models === undefined || stringOption(args, 'round') !== undefined)
    return undefined;
  checkAutoIsLive(mode);
  const [base, head, ...more] = models;
  if (base === undefined || head === undefined || more.length > 0) {
    throw new UsageError(
      `--models ${models.join(',')}: --k auto compares two models (the first as the base), and ${models.length} are given`,
    );
  }
  if (stringOption(args, 'shard') !== undefined) {
    throw new UsageError('--k auto --models and --shard go separately: rounds need every task');
  }
  return [base, head];
}
