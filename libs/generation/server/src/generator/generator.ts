import type { Readable } from 'node:stream';
import type { GenerationKind } from '@bagel/generation-contract';

/** What a user asked for, as the job hands it to a generator. */
export interface GeneratorInput {
  kind: GenerationKind;
  prompt: string;
  /** Pixels of an image; a video is made at the generator's own {@link Generator.videoSize}. */
  width: number;
  height: number;
  /** Video only. */
  seconds: number | null;
}

/** The made file, whole or streamed, with its MIME type. */
export interface GeneratedFile {
  body: Buffer | Readable;
  contentType: string;
}

/**
 * Who makes images and videos from prompts: the local deterministic generator by default, Replicate when configured.
 * Both are driven by the same job, charge and refund; only the making differs.
 */
export interface Generator {
  /** Shown beside each output ('Local generator', or the provider's name). */
  readonly label: string;
  /** `WIDTHxHEIGHT` of the videos it makes. */
  readonly videoSize: string;
  /** Rejects with {@link GenerationFailed} when the provider says no; an aborted signal stops the work at once. */
  generate(input: GeneratorInput, signal: AbortSignal): Promise<GeneratedFile>;
}

/**
 * The provider refused or failed. `retryable`: another attempt later may work (rate limits, outages); otherwise the
 * job fails at once and refunds, since the same request would fail the same way. The message is shown to the user.
 */
export class GenerationFailed extends Error {
  override readonly name = 'GenerationFailed';
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
