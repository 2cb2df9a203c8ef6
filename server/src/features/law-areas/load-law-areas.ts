import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LawArea, LawAreaSchema } from '@app/common';

/** The file of a pack that holds the area's role, topics and suggested questions. */
export const AREA_FILE = 'area.json';

/** The loaded law areas: every folder of `areasDir` with an area.json, in folder-name order. */
export type LawAreas = {
  all: readonly LawArea[];
  /** The chat roles on offer, one per area. */
  roles: readonly string[];
  byRole: (role: string) => LawArea | undefined;
};

const readArea = (dir: string): LawArea => {
  const file = join(dir, AREA_FILE);
  const parsed = LawAreaSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
};

/** Reads and validates each law area's pack; a pack that does not validate stops the start. */
export const loadLawAreas = (areasDir: string): LawAreas => {
  const all = readdirSync(areasDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(areasDir, entry.name, AREA_FILE)))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const area = readArea(join(areasDir, name));
      if (area.id !== name) {
        throw new Error(`${join(areasDir, name, AREA_FILE)}: id '${area.id}' is not its folder's name`);
      }
      return area;
    });
  if (all.length === 0) {
    throw new Error(`${areasDir}: no law area (a folder with ${AREA_FILE})`);
  }
  const roles = all.map((area) => area.role);
  if (new Set(roles).size !== roles.length) {
    throw new Error(`${areasDir}: two law areas offer the same role`);
  }
  return { all, roles, byRole: (role) => all.find((area) => area.role === role) };
};
