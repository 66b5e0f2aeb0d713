/**
 * The files of the analysis package (data, codebooks, R and SPSS scripts), sorted by name, as a
 * researcher unpacking it relies on them. Written out here, not read from the builder, so that
 * a file missing or renamed fails the API and browser tests alike.
 */
export const ANALYSIS_PACKAGE_FILES = [
  'README.txt',
  'codebook.html',
  'codebook.md',
  'data.csv',
  'free_text.csv',
  'prca24.R',
  'prca24.sps',
];
