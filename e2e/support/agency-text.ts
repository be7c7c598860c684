import {
  activities,
  configurableForms,
  descriptors,
  organizations,
  programs,
  referralSources,
  serviceDocuments,
  serviceLocations,
} from '../../apps/server/src/db/schema/index.ts';
import { formField } from '../../packages/core/src/forms/definition.ts';
import type { CareVisitServer } from './server.ts';

// Issue 33: text the agency wrote is shown as written, in any language: template and page names, form labels and
// their options, activity, program, organization and service location names, and its lists (reason codes, contact
// types). The scan for English (english-scan.ts) leaves it aside, read here from the worker's database.

/** The attributes whose values a form field shows (its text and titles); the others are settings. */
const SHOWN_ATTRIBUTE = /_(Text|title|description)$/;

/** What a form field shows of the agency's words: its label, placeholder, options and shown attributes. */
function fieldTexts(fields: unknown): string[] {
  return formField
    .array()
    .parse(fields)
    .flatMap((field) => [
      field.label,
      field.placeholder,
      ...field.options.map((option) => option.text),
      ...field.attributes
        .filter((attribute) => SHOWN_ATTRIBUTE.test(attribute.attributeId))
        .map((attribute) => attribute.value),
    ]);
}

export async function agencyTexts(server: CareVisitServer): Promise<string[]> {
  const { db } = server.database;
  const [forms, templates, named] = await Promise.all([
    db.select({ name: configurableForms.name, fields: configurableForms.fields }).from(configurableForms),
    db
      .select({ description: serviceDocuments.description, modules: serviceDocuments.modules })
      .from(serviceDocuments),
    Promise.all([
      db.select({ text: activities.description }).from(activities),
      db.select({ text: programs.name }).from(programs),
      db.select({ text: organizations.name }).from(organizations),
      db.select({ text: serviceLocations.placeOfService }).from(serviceLocations),
      db.select({ text: referralSources.name }).from(referralSources),
      db.select({ text: descriptors.name }).from(descriptors),
    ]),
  ]);
  const texts = [
    ...forms.flatMap((form) => [form.name, ...fieldTexts(form.fields)]),
    ...templates.flatMap((template) => [
      template.description,
      ...template.modules.map((module) => module.name),
    ]),
    ...named.flat().map((row) => row.text),
  ];
  return [...new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean))];
}
