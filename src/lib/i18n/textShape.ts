/**
 * Where an entity's words are: the texts a translation may give, found in the entity's own zod
 * schema (a string that is no choice, date, link, upload, reference or code; src/lib/admin's
 * `isText`, as the admin's translation forms find them). The overlay lays a translation over these
 * texts only (src/lib/i18n/overlay.ts), and a translation file is checked by the schema derived from
 * them: each text optional, nothing else allowed. So a field added to an English schema is
 * translatable, or not, with no second list to keep.
 */
import { z } from 'astro/zod';
import { isText, jsonSchemaOf, type JsonNode } from '../admin/decapFields';

/** A text; a group of named fields (an object, or one of several kinds of object); a list; a record's values. */
export type TextShape =
  | { readonly text: true }
  | { readonly fields: Readonly<Record<string, TextShape>> }
  | { readonly items: TextShape }
  | { readonly values: TextShape };

const textLeaf: TextShape = { text: true };

function shapeOf(node: JsonNode): TextShape | undefined {
  if (isText(node)) return textLeaf;
  const options = node.anyOf ?? node.allOf;
  if (options) {
    // Optional, nullable, or one of several kinds of group (a cost cell or a text): every text any of them has.
    const shapes = options.map(shapeOf).filter((shape): shape is TextShape => shape !== undefined);
    if (shapes.some((shape) => 'text' in shape)) return textLeaf;
    const fields = Object.assign({}, ...shapes.map((shape) => ('fields' in shape ? shape.fields : {}))) as Record<string, TextShape>;
    return Object.keys(fields).length ? { fields } : shapes[0];
  }
  if (node.type === 'array' && node.items) {
    const items = shapeOf(node.items);
    return items && { items };
  }
  if (node.properties) {
    const fields = Object.fromEntries(
      Object.entries(node.properties).flatMap(([name, child]) => {
        const shape = shapeOf(child);
        return shape ? [[name, shape]] : [];
      }),
    );
    return Object.keys(fields).length ? { fields } : undefined;
  }
  if (typeof node.additionalProperties === 'object') {
    const values = shapeOf(node.additionalProperties);
    return values && { values };
  }
  return undefined;
}

/** The texts of an entity's schema, or undefined when it has none (rates, dates, rules in figures). */
export const textShape = (schema: z.ZodType): TextShape | undefined => shapeOf(jsonSchemaOf(schema));

/**
 * The schema of a translation of one entry: the entity's texts only, each optional (what a
 * translation leaves out stays English), a text never empty, lists item by item in the English
 * order, and no field the texts do not have.
 */
export function translationSchema(shape: TextShape): z.ZodType {
  if ('text' in shape) return z.string().trim().min(1, 'a translated text is never empty: leave the field out to show the English');
  if ('items' in shape) return z.array(translationSchema(shape.items));
  if ('values' in shape) return z.record(z.string(), translationSchema(shape.values));
  return z.strictObject(
    Object.fromEntries(Object.entries(shape.fields).map(([name, field]) => [name, translationSchema(field).optional()])),
  );
}
