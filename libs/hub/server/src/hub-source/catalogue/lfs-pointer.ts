/** The text Git keeps in place of a Git LFS file (what `git clone` leaves with `GIT_LFS_SKIP_SMUDGE=1`). */
export const lfsPointer = (sha256: string, size: number) =>
  `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256}\nsize ${size}\n`;
