import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from '../paths';
import { CHUNK_BUDGETS, LANDING_ROUTE, SURVEY_ROUTE, type ChunkBudget } from './budgets';

export const DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST_DIR, '.vite/manifest.json');

/** An entry of Vite's build manifest (build.manifest in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export interface Chunk {
  /** `index.html` (the entry), `src/...` for a lazy module, `shared:<name>` for a shared chunk. */
  label: string;
  file: string;
  gzipBytes: number;
  budget: ChunkBudget;
}

export interface InitialLoad {
  language: string;
  files: string[];
  gzipBytes: number;
}

export interface BuildSizes {
  chunks: Chunk[];
  /** What `/` loads before it shows its page, per language. */
  landing: InitialLoad[];
  /** What `/survey` loads before its first question, per language. */
  firstQuestion: InitialLoad[];
}

/** A route's first screen: its module and the catalogues it asks for. */
interface RouteLoad {
  module: string;
  catalogues: readonly string[];
}

function readManifest(): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(`cannot read the build manifest ${MANIFEST}: ${(error as Error).message}`);
  }
}

/** A chunk and everything it imports statically (what the browser fetches along with it). */
function withStaticImports(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const found = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || found.has(chunk.file)) return;
    found.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return found;
}

function gzipSize(file: string): number {
  return zlib.gzipSync(readFileSync(path.join(DIST_DIR, file)), { level: 9 }).length;
}

function budgetFor(label: string): ChunkBudget {
  const budget = CHUNK_BUDGETS.find((each) => each.pattern.test(label));
  if (!budget) throw new Error(`no budget matches ${label}`);
  return budget;
}

/** The gzipped size of every JavaScript chunk of the last build, and what `/` loads. */
export function measureBuild(languages: readonly string[]): BuildSizes {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`no entry in ${MANIFEST}`);
  const chunks: Chunk[] = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .map(([key, chunk]) => {
      const label = chunk.src ?? `shared:${chunk.name ?? key}`;
      return { label, file: chunk.file, gzipBytes: gzipSize(chunk.file), budget: budgetFor(label) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sizeOf = new Map(chunks.map((chunk) => [chunk.file, chunk.gzipBytes]));
  const loadOf = (route: RouteLoad) => (language: string) => {
    const keys = [
      entryKey,
      route.module,
      ...route.catalogues.map((name) => `src/i18n/locales/${language}/${name}.json`),
    ];
    // A module renamed since budgets.ts was written must fail, not shrink the figure.
    const missing = keys.filter((key) => !manifest[key]);
    if (missing.length > 0) {
      throw new Error(`not in the build manifest: ${missing.join(', ')} (see budgets.ts)`);
    }
    const files = new Set(keys.flatMap((key) => [...withStaticImports(manifest, key)]));
    const gzipBytes = [...files].reduce((sum, file) => sum + (sizeOf.get(file) ?? 0), 0);
    return { language, files: [...files], gzipBytes };
  };
  return {
    chunks,
    landing: languages.map(loadOf(LANDING_ROUTE)),
    firstQuestion: languages.map(loadOf(SURVEY_ROUTE)),
  };
}
