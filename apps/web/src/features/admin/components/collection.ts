// What an admin screen tells the generic list and edit components about its collection (ADR 260):
// its columns, its form's fields, its defaults and its message keys. Holidays, postal codes and
// bistro locations are each one CollectionScreenDef (routes/*.tsx); so will be the next ones.
import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../lib/paths';
import type { AdminCollection, AdminRecord } from '../api';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  /** a number with at most `decimals` decimals, typed and shown in the language's format (grams: 12.5, 12,5) */
  | 'decimal'
  | 'cents'
  | 'select'
  | 'checkbox'
  | 'time'
  | 'date'
  | 'email'
  | 'franchise'
  /** the ISO weekdays offered (`days`), sent as a sorted list */
  | 'weekdays'
  /** money or a whole number, by another field's value (a promo code's Amount: cents for dollars, a percent) */
  | 'amount'
  /** a list or an object edited by the field's own Editor (a product's videos, tags, bistros) */
  | 'custom';

/** What a custom field's Editor gets: the value at the field's path, as GET answered it or as edited. */
export interface EditorProps {
  /** the id of the editor's first control (its problem is `{id}-problem`) */
  id: string;
  value: unknown;
  onChange(value: unknown): void;
  /** the form's other values (a product's type and category decide what its tabs allow) */
  values: Readonly<Record<string, string | boolean>>;
  record: Readonly<Record<string, unknown>>;
  lang: Lang;
  readOnly: boolean;
  invalid: boolean;
}

export interface FieldDef {
  /**
   * the record's field (`NameEn`, `Day`…), or a path into it: `MultiCodeAddress.Province`, and
   * `Translations.fr.Title` (an array of per-language records, found by their `LanguageCd`). Its
   * label is `admin:{texts}.fields.{key}`, the key being the path with `_` for its dots.
   */
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** empty is sent as null */
  nullable?: boolean;
  max?: number;
  min?: number;
  /** select: the values, labelled `admin:{texts}.options.{name}.{value}` */
  options?: readonly string[];
  /** decimal: the decimals allowed (1 when not given) */
  decimals?: number;
  /** select: the values are numbers (a month) and are sent as such */
  numeric?: boolean;
  /** weekdays: the ISO weekdays offered (1 Monday … 7 Sunday), labelled `admin:weekdays.{n}`; sent as a sorted list */
  days?: readonly number[];
  /** a hint under the field: `admin:{texts}.hints.{key}` */
  hint?: boolean;
  /** amount: the field whose value says money (`centsWhen`) or a whole number */
  unitField?: string;
  centsWhen?: string;
  /** half a row (the English and French versions side by side) */
  half?: boolean;
  /** the tab the field is on (def.tabs; none: the first) */
  tab?: string;
  /** custom: the editor */
  Editor?: ComponentType<EditorProps>;
}

export interface ColumnDef<T> {
  /** its header: `admin:{texts}.fields.{key}` */
  key: string;
  /** the list's `sort` value, when the column sorts */
  sort?: string;
  cell(row: T, ctx: { lang: Lang; t: TFunction }): ReactNode;
}

export interface FilterDef {
  /** the query parameter (`franchiseId`, `enabled`) */
  param: string;
  /** its values, labelled `admin:{texts}.filters.{param}.{value}`; '' is "all" */
  values: readonly string[];
  /** the value shown when the URL names none (the products' status A), else '' */
  initial?: string;
  /** several values at once, sent as a comma list (the products' types); '' is not one of them */
  multiple?: boolean;
}

export interface CollectionScreenDef<T extends AdminRecord> {
  collection: AdminCollection;
  /** the tool (`admin:tools.{tool}`) */
  tool: string;
  /** the screen's texts: `admin:{texts}.…` */
  texts: string;
  /** rows a page */
  limit: number;
  defaultSort: string;
  /** the default sort's direction (asc unless said: gift cards newest first) */
  defaultDirection?: 'asc' | 'desc';
  columns: readonly ColumnDef<T>[];
  fields: readonly FieldDef[];
  /** the form's tabs (`admin:{texts}.tabs.{tab}`), the first one open; none: one form */
  tabs?: readonly string[];
  filters?: readonly FilterDef[];
  /** a new record's values (the spec's defaults) */
  blank(): Omit<T, 'Id'> & { Id: 0 };
  /** the record's name in headings and the delete question */
  titleOf(row: T, lang: Lang): string;
  /** false: records are never deleted (bistro locations) */
  canDelete: boolean;
  /** the spec's message keys (back-office §8) shown after each write */
  messages: { created: string; updated: string; deleted?: string };
  /** false: the collection has no create (customer accounts sign up themselves); default true */
  canCreate?: boolean;
  /** the body a save posts, from the record with the form's values over it (a strict body takes fewer fields) */
  saveBody?(body: Record<string, unknown>): Record<string, unknown>;
  /** what the panel shows under a saved record's form (addresses, Century Dollars, domains; an image, a duplicate button) */
  PanelExtra?: ComponentType<{ record: T; lang: Lang; readOnly: boolean }>;
}
