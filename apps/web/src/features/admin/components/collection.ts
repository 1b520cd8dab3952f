// What an admin screen tells the generic list and edit components about its collection (ADR 260):
// its columns, its form's fields, its defaults and its message keys. Holidays, postal codes and
// bistro locations are each one CollectionScreenDef (routes/*.tsx); so will be the next ones.
import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../lib/paths';
import type { AdminCollection, AdminRecord } from '../api';

export type FieldKind = 'text' | 'number' | 'cents' | 'select' | 'checkbox' | 'time' | 'email' | 'franchise' | 'weekdays';

export interface FieldDef {
  /** the record's field (`NameEn`, `Day`…); its label is `admin:{texts}.fields.{name}` */
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** empty is sent as null */
  nullable?: boolean;
  max?: number;
  min?: number;
  /** select: the values, labelled `admin:{texts}.options.{name}.{value}` */
  options?: readonly string[];
  /** select: the values are numbers (a month) and are sent as such */
  numeric?: boolean;
  /** weekdays: the ISO weekdays offered (1 Monday … 7 Sunday), labelled `admin:weekdays.{n}`; sent as a sorted list */
  days?: readonly number[];
  /** a hint under the field: `admin:{texts}.hints.{name}` */
  hint?: boolean;
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
  columns: readonly ColumnDef<T>[];
  fields: readonly FieldDef[];
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
  /** what the record's panel shows under its form (addresses, Century Dollars, domains…) */
  PanelExtra?: ComponentType<{ record: T; lang: Lang }>;
}
