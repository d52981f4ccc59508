/**
 * The configuration fields of a single sign-on mapping, as an admin writes them (a JSON file for
 * `create-sso-mapping --config`), and the fields a launch is asked for. `firstName` is always
 * asked; a `locationId` select without choices offers the organization's locations.
 */
import { SsoChoice, type SsoConfigField, SsoFieldType } from '@triage/contracts';
import { z } from 'zod';
import type { LocationRow } from '../repositories/organizations.repository.ts';

/** Launch parameters with a meaning of their own, which a field cannot be named after. */
const RESERVED_LAUNCH_PARAMETERS = ['hash', 'practiceId'] as const;

export const SsoMappingField = z
  .object({
    name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, 'must be a parameter name (letters, digits, _)'),
    type: SsoFieldType.default('text'),
    label: z.string().min(1).max(100),
    description: z.string().max(500).nullish(),
    /** A value to prefill. */
    value: z.string().max(1000).nullish(),
    choices: z.array(SsoChoice).max(200).nullish(),
  })
  .refine((field) => field.type === 'text' || field.name === 'locationId' || (field.choices?.length ?? 0) > 0, {
    message: 'a select needs choices',
  })
  .refine((field) => !(RESERVED_LAUNCH_PARAMETERS as readonly string[]).includes(field.name), {
    message: `hash and practiceId are reserved`,
  });
export type SsoMappingField = z.infer<typeof SsoMappingField>;

export const SsoMappingConfig = z
  .array(SsoMappingField)
  .max(20)
  .refine((fields) => new Set(fields.map((field) => field.name)).size === fields.length, {
    message: 'field names must be unique',
  });

const FIRST_NAME_FIELD: SsoMappingField = {
  name: 'firstName',
  type: 'text',
  label: 'First Name',
  description: 'Your first name, as it should appear in the audit trail.',
};

/** The fields a launch must supply, in form order, with the choices filled in. */
export function launchFields(fields: readonly SsoMappingField[], locations: readonly LocationRow[]): SsoConfigField[] {
  const all = fields.some((field) => field.name === 'firstName') ? fields : [FIRST_NAME_FIELD, ...fields];
  return all.map((field) => {
    const locationChoices =
      field.name === 'locationId' && !field.choices?.length
        ? locations.map((location) => ({ label: location.name, value: String(location.id) }))
        : null;
    const choices = field.type === 'select' ? (locationChoices ?? field.choices ?? []) : null;
    return {
      name: field.name,
      type: field.type,
      label: field.label,
      description: field.description ?? null,
      value: field.value ?? null,
      choices,
    };
  });
}
