/** A problem found in content: where (file and path inside it), which rule, and why. */
export interface ContentProblem {
  /** Repository-relative file, e.g. content/src/protocols/adult/chest-pain.ts (or an import file name). */
  file: string;
  /** Path inside the file's value, e.g. triage[2].questions[0].advice[1]. */
  path: string;
  /** Short rule id, e.g. 'advice-key', 'html', 'schema'. */
  rule: string;
  message: string;
}

/** 'content/src/protocols/adult/chest-pain.ts: triage[2].questions[0].advice[1]: unknown advice key 'rest'' */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.path || '(file)'}: ${problem.message}`;
}

/** Joins path segments: ('triage', 2, 'questions') -> 'triage[2].questions'. */
export function joinPath(...segments: (string | number | symbol)[]): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else if (segment === '') continue;
    else path += path === '' ? String(segment) : `.${String(segment)}`;
  }
  return path;
}

/** Collects problems for one file under a path prefix. */
export class ProblemSink {
  readonly problems: ContentProblem[] = [];

  add(file: string, path: string, rule: string, message: string): void {
    this.problems.push({ file, path, rule, message });
  }
}

/** Quotes a value for a message, cut to a readable length. */
export function quote(value: string, max = 80): string {
  const flat = value.replace(/\s+/g, ' ');
  return `'${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}'`;
}
