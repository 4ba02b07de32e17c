import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';

const folder = fileURLToPath(new URL('../../resources/', import.meta.url));

describe('the registry', () => {
  it('lists every resource module of resources/ (one import line in resources/index.ts)', async () => {
    const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
    expect(modules.length).toBeGreaterThan(0);
    const unregistered: string[] = [];
    for (const file of modules) {
      const module = (await import(`${folder}${file}`)) as { default?: unknown };
      if (!resources.includes(module.default as (typeof resources)[number])) unregistered.push(file);
    }
    expect(unregistered).toEqual([]);
  });
});
