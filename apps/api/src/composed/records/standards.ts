/** 1EdTech's schemas and contexts as the records suites check against them (kept beside the records lib). */
import { readFileSync } from 'node:fs';
import Ajv2019 from 'ajv/dist/2019.js';
import AjvDraft4 from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const standards = new URL('../../../../../libs/api/records/src/standards/', import.meta.url);
export const standard = (file: string) => JSON.parse(readFileSync(new URL(file, standards), 'utf8')) as Record<string, unknown>;

/** 1EdTech's published JSON Schemas (standards/SOURCES.md), compiled as their drafts say. */
const ajv2019 = new Ajv2019({ strict: false, allErrors: true });
addFormats(ajv2019);
export const validateOpenBadge = ajv2019.compile(standard('ob_v3p0_achievementcredential_schema.json'));
const clrSchema = standard('clr_v2p0_clrcredential_schema_draft4.json');
const ajvDraft4 = new AjvDraft4({ strict: false, allErrors: true });
addFormats(ajvDraft4);
// The copy describes a Verifiable Credentials 1.1 envelope: its ClrSubject is what a transcript's subject must be.
ajvDraft4.addSchema(clrSchema, 'clr');
export const validateClrSubject = ajvDraft4.getSchema('clr#/$defs/ClrSubject')!;

export const schemaErrors = (validate: { errors?: unknown }) => JSON.stringify(validate.errors, null, 1);
