/** GIF's LZW codes are at most 12 bits: the table holds 4096 and then starts over. */
const MAX_CODES = 4096;

/** Packs codes of changing widths into bytes, least significant bit first, as GIF reads them. */
class BitWriter {
  private readonly bytes: number[] = [];
  private pending = 0;
  private pendingBits = 0;

  write(code: number, width: number): void {
    this.pending |= code << this.pendingBits;
    this.pendingBits += width;
    while (this.pendingBits >= 8) {
      this.bytes.push(this.pending & 0xff);
      this.pending >>>= 8;
      this.pendingBits -= 8;
    }
  }

  finish(): Uint8Array {
    if (this.pendingBits > 0) this.bytes.push(this.pending & 0xff);
    return Uint8Array.from(this.bytes);
  }
}

/**
 * The LZW code stream of a GIF image's colour indices (each below 2^minCodeSize): a clear code first, a code for each
 * longest known run, the table reset with a clear code when it is full, and the end-of-information code last.
 */
export function lzwEncode(indices: Uint8Array, minCodeSize: number): Uint8Array {
  const clearCode = 1 << minCodeSize;
  const endCode = clearCode + 1;
  const out = new BitWriter();
  let codeSize = minCodeSize + 1;
  let nextCode = endCode + 1;
  // Keyed by (code of the run so far) × 256 + the next index: the code of the longer run.
  let table = new Map<number, number>();

  out.write(clearCode, codeSize);
  if (indices.length === 0) {
    out.write(endCode, codeSize);
    return out.finish();
  }
  let run = indices[0] as number;
  for (let position = 1; position < indices.length; position++) {
    const index = indices[position] as number;
    const longer = table.get(run * 256 + index);
    if (longer !== undefined) {
      run = longer;
      continue;
    }
    out.write(run, codeSize);
    if (nextCode === MAX_CODES) {
      out.write(clearCode, codeSize);
      table = new Map();
      nextCode = endCode + 1;
      codeSize = minCodeSize + 1;
    } else {
      if (nextCode >= 1 << codeSize) codeSize++;
      table.set(run * 256 + index, nextCode++);
    }
    run = index;
  }
  out.write(run, codeSize);
  out.write(endCode, codeSize);
  return out.finish();
}
