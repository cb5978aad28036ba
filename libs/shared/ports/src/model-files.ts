import type { Readable } from 'node:stream';

export interface ModelFile {
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes, so a copy can be checked. */
  sha256: string;
}

/**
 * A model's files as a deployment's pod copies them out (its weights, or a fine-tune's adapter): the assets domain owns
 * them. The caller has decided the model may be used; these calls check nothing more.
 */
export interface ModelFiles {
  /** Every file of the model, all folders down, ordered by path; none for a model that does not exist. */
  list(modelId: string): Promise<ModelFile[]>;
  /** The bytes of the model's file at `path`, or undefined when it has none there. */
  read(modelId: string, path: string): Promise<Readable | undefined>;
}
