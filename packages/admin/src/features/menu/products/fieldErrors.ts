// Where the editor shows a refusal: the API names fields by their dotted path (`name.ru`, `modifier_ids.2`,
// `nutrition.fat`); a field of the form shows the messages at its path or under it. What the form itself
// finds missing before asking the API has no message of the API's: the screen says it in its own words.
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { FORM_PARTS } from '../../../stores/productRebase';
import { useT } from '../../../i18n/useT';

/**
 * The paths the form shows beside a field — the parts a person edits (FORM_PARTS); anything else goes into the
 * summary above the save button.
 */
export const SHOWN_FIELDS: readonly string[] = FORM_PARTS;

const under = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

/** The refusals no field shows (the summary lists them): `name` when no language has one, say. */
export function useUnplacedErrors(editor: ProductEditorStore): string[] {
  const t = useT();
  return Object.entries(editor.errors)
    .filter(([path]) => !SHOWN_FIELDS.some((field) => under(path, field)))
    .map(([path, message]) => message || t(`admin.menu.editor.missing.${path}`));
}

/** `errorOf('name.ru')`: the message to show at that field, or undefined. */
export function useFieldErrors(editor: ProductEditorStore) {
  const t = useT();
  return (field: string): string | undefined => {
    const path = Object.keys(editor.errors).find((key) => under(key, field));
    if (path === undefined) return undefined;
    return editor.errors[path] || t(`admin.menu.editor.missing.${field}`);
  };
}
