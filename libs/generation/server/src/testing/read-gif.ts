export interface DecodedGif {
  width: number;
  height: number;
  /** 256 colours, as [r, g, b]. */
  palette: Array<[number, number, number]>;
  /** The NETSCAPE2.0 loop count (0: forever), or null without that extension. */
  loops: number | null;
  frames: Array<{ delay: number; indices: Uint8Array }>;
}

/** Decodes a GIF image's LZW code stream (codes read least significant bit first) into its colour indices. */
export function lzwDecode(data: Uint8Array, minCodeSize: number): Uint8Array {
  const clearCode = 1 << minCodeSize;
  const endCode = clearCode + 1;
  let table: number[][] = [];
  let codeSize = minCodeSize + 1;
  let previous: number[] | null = null;
  const out: number[] = [];
  let bitPosition = 0;
  const read = (width: number) => {
    let code = 0;
    for (let bit = 0; bit < width; bit++, bitPosition++) {
      const byte = data[bitPosition >> 3];
      if (byte === undefined) throw new Error('The code stream ended without an end-of-information code');
      code |= ((byte >> (bitPosition & 7)) & 1) << bit;
    }
    return code;
  };
  const reset = () => {
    table = Array.from({ length: endCode + 1 }, (_, index) => [index]);
    codeSize = minCodeSize + 1;
    previous = null;
  };
  reset();
  for (;;) {
    const code = read(codeSize);
    if (code === clearCode) {
      reset();
      continue;
    }
    if (code === endCode) break;
    let entry: number[];
    if (previous === null) {
      entry = table[code] ?? [];
      if (entry.length === 0) throw new Error(`Code ${code} right after a clear is not a colour`);
    } else {
      const known = table[code];
      if (known) entry = known;
      else if (code === table.length) entry = [...previous, previous[0] as number];
      else throw new Error(`Code ${code} is beyond the table (${table.length})`);
      if (table.length < 4096) table.push([...previous, entry[0] as number]);
    }
    out.push(...entry);
    if (table.length === 1 << codeSize && codeSize < 12) codeSize++;
    previous = entry;
  }
  return Uint8Array.from(out);
}

/**
 * Reads a GIF89a with a global colour table, as the specification lays it out: logical screen, global table,
 * extensions (NETSCAPE2.0 looping, graphic control delays) and images, each LZW-decoded. Throws on anything else.
 */
export function readGif(file: Buffer): DecodedGif {
  if (file.toString('ascii', 0, 6) !== 'GIF89a') throw new Error('Not a GIF89a header');
  const width = file.readUInt16LE(6);
  const height = file.readUInt16LE(8);
  const packed = file[10] as number;
  if (!(packed & 0x80)) throw new Error('No global colour table');
  const colours = 2 << (packed & 0x07);
  const palette = Array.from({ length: colours }, (_, index): [number, number, number] => {
    const at = 13 + index * 3;
    return [file[at] as number, file[at + 1] as number, file[at + 2] as number];
  });
  let offset = 13 + colours * 3;
  const blocksFrom = (start: number) => {
    const parts: Buffer[] = [];
    let at = start;
    for (let size = file[at] as number; size !== 0; size = file[at] as number) {
      parts.push(file.subarray(at + 1, at + 1 + size));
      at += size + 1;
    }
    return { data: Buffer.concat(parts), end: at + 1 };
  };
  let loops: number | null = null;
  let delay = 0;
  const frames: DecodedGif['frames'] = [];
  for (;;) {
    const introducer = file[offset];
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      const label = file[offset + 1];
      const { data, end } = blocksFrom(offset + 2);
      if (label === 0xff && data.toString('ascii', 0, 11) === 'NETSCAPE2.0') loops = data.readUInt16LE(12);
      if (label === 0xf9) delay = data.readUInt16LE(1);
      offset = end;
    } else if (introducer === 0x2c) {
      const frameWidth = file.readUInt16LE(offset + 5);
      const frameHeight = file.readUInt16LE(offset + 7);
      if (frameWidth !== width || frameHeight !== height || file[offset + 9] !== 0)
        throw new Error('Only whole-screen frames without a local table');
      const { data, end } = blocksFrom(offset + 11);
      const indices = lzwDecode(data, file[offset + 10] as number);
      if (indices.length !== width * height) throw new Error(`A frame decoded to ${indices.length} pixels, not ${width * height}`);
      frames.push({ delay, indices });
      offset = end;
    } else {
      throw new Error(`Unexpected byte ${introducer} at ${offset}`);
    }
  }
  return { width, height, palette, loops, frames };
}
