/**
 * Loads the batch modules one by one for the content check, so that a module that fails to load
 * (a syntax error, an import of a missing file, an exception) is reported by name while every
 * other batch is still checked. When a batch fails, its protocol modules are loaded one by one to
 * find the culprit.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ContentProblem } from '../lint/problem.ts';
import { BATCH_MODULES, PROTOCOL_DIRECTORIES } from './batch-files.ts';
import type { LoadedBatch } from './locate.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface LoadedSources {
  batches: LoadedBatch[];
  problems: ContentProblem[];
  /** Repository-relative .ts files of the protocol directories. */
  existingFiles: Set<string>;
  /** Protocol directories whose batch failed to load. */
  unloadedDirectories: Set<string>;
}

export async function loadSourceBatches(): Promise<LoadedSources> {
  const problems: ContentProblem[] = [];
  const batches: LoadedBatch[] = [];
  const existingFiles = listProtocolFiles();
  const unloadedDirectories = new Set<string>();
  for (const { file, exportName } of BATCH_MODULES) {
    const loaded = await loadModule(file);
    if (!loaded.ok) {
      problems.push(loadProblem(file, loaded.error));
      const dir = file.slice(0, file.lastIndexOf('/'));
      unloadedDirectories.add(dir);
      for (const moduleFile of existingFiles) {
        if (protocolSlugOf(moduleFile, dir) === undefined) continue;
        const protocolModule = await loadModule(moduleFile);
        if (!protocolModule.ok) problems.push(loadProblem(moduleFile, protocolModule.error));
      }
      continue;
    }
    const protocols: unknown = Reflect.get(loaded.module, exportName);
    if (protocols === undefined) {
      problems.push({ file, path: exportName, rule: 'load', message: `the module does not export '${exportName}'` });
    } else {
      batches.push({ file, protocols });
    }
  }
  return { batches, problems, existingFiles, unloadedDirectories };
}

/** The slug a protocol module in `dir` is named after, or undefined for batches, tests and other files. */
export function protocolSlugOf(file: string, dir: string): string | undefined {
  if (!file.startsWith(`${dir}/`)) return undefined;
  const name = file.slice(dir.length + 1);
  if (name.includes('/') || !name.endsWith('.ts') || name.endsWith('.test.ts') || name.startsWith('batch-')) {
    return undefined;
  }
  return name.slice(0, -'.ts'.length);
}

type LoadedModule = { ok: true; module: object } | { ok: false; error: string };

async function loadModule(file: string): Promise<LoadedModule> {
  try {
    const module: unknown = await import(pathToFileURL(join(REPO_ROOT, file)).href);
    return typeof module === 'object' && module !== null ? { ok: true, module } : { ok: false, error: 'not a module' };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}

function loadProblem(file: string, error: string): ContentProblem {
  return { file, path: '', rule: 'load', message: `the module fails to load: ${error}` };
}

function listProtocolFiles(): Set<string> {
  const files = new Set<string>();
  for (const { dir } of PROTOCOL_DIRECTORIES) {
    for (const name of readdirSync(join(REPO_ROOT, dir))) {
      if (name.endsWith('.ts')) files.add(`${dir}/${name}`);
    }
  }
  return files;
}

/** The error's message on one line, with absolute paths made repository-relative. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text
    .split(REPO_ROOT)
    .join('')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
