import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { copiedAncestryOf } from '../../server/import/ancestry';

const named = (name: string) => {
  const resource = resources.find((r) => r.name === name);
  if (!resource) throw new Error(`no resource ${name}`);
  return resource;
};

describe('the ancestry an import sends with a new record', () => {
  it("is a registration's municipality, department and province, from its village up", () => {
    expect(copiedAncestryOf(resources, named('registrations'))).toEqual({
      placeKey: 'village_id',
      place: 'villages',
      levels: [
        { resource: 'municipalities', key: 'municipality_id' },
        { resource: 'departments', key: 'department_id' },
        { resource: 'provinces', key: 'province_id' },
      ],
    });
  });

  it('is nothing for a resource that copies none (a village names its own municipality)', () => {
    expect(copiedAncestryOf(resources, named('villages'))).toBeNull();
    expect(copiedAncestryOf(resources, named('species'))).toBeNull();
  });
});
