/** Header names as usable column names: an empty one becomes `column_<position>`, a repeated one gets `_2`, `_3`…. */
export function uniqueColumns(header: readonly string[]): string[] {
  const taken = new Set<string>();
  return header.map((raw, index) => {
    const base = raw.trim() === '' ? `column_${index + 1}` : raw;
    let name = base;
    for (let copy = 2; taken.has(name); copy += 1) name = `${base}_${copy}`;
    taken.add(name);
    return name;
  });
}
