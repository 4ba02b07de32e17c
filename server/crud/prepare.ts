import { randomInt } from 'node:crypto';
import type { Resource } from '../../resources/kit';
import { hashPassword } from '../auth/password';
import type { ValidInput } from './validate';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `REG-YYMMDD-XXXXX`: the day of registration and five random characters. */
export function registrationRef(date = new Date()): string {
  const day = date.toISOString().slice(2, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 5 }, () => BASE36[randomInt(36)]).join('');
  return `REG-${day}-${suffix}`;
}

/** The generators a text field may name (`generate`); tests spy on them to force a draw. */
export const generators = { registrationRef };

/**
 * Server-side values the client never sets: password hashes, generated codes, the record's author.
 * `isTaken` lets generated values avoid the (rare) collision.
 */
export async function prepareForWrite(
  resource: Resource,
  input: ValidInput,
  context: { creating: boolean; viewerId: number; isTaken(field: string, value: unknown): Promise<boolean> },
): Promise<ValidInput> {
  const values = { ...input.values };
  for (const [key, field] of Object.entries(resource.fields)) {
    const plain = values[key];
    if (field.kind === 'password' && typeof plain === 'string') values[key] = await hashPassword(plain);
    if (field.kind === 'text' && field.generate && context.creating && !values[key]) {
      let value = generators[field.generate]();
      while (await context.isTaken(key, value)) value = generators[field.generate]();
      values[key] = value;
    }
    if (field.kind === 'reference' && field.owner && context.creating) values[key] = context.viewerId;
  }
  return { values, links: input.links };
}
