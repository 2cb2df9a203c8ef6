import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/**
 * A JSON file of a law area's pack, validated by its schema, or undefined when the pack has none.
 * A file that does not validate stops the start with an error that names the file and the field.
 */
export const readPackFile = <T extends z.ZodType>(
  areaDir: string,
  file: string,
  schema: T,
): z.output<T> | undefined => {
  const path = join(areaDir, file);
  if (!existsSync(path)) {
    return undefined;
  }
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${path}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
};
