import type { ImageDto, InventoryItemDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { emptyItemForm, formFromItem, formProblems, imageChanges, inputFromForm } from './item-form';

const image = (id: string, primary = false): ImageDto => ({
  id,
  idx: 0,
  primary,
  width: 10,
  height: 10,
  placeholder: '',
  urls: { thumbnail: '', medium: '', large: '', original: '' },
});

describe('the item form', () => {
  it('sends trimmed texts, nulls for empty fields and the edition size only for editions', () => {
    const form = {
      ...emptyItemForm('f1'),
      title: '  달 항아리 ',
      year: 2024 as const,
      height: 40 as const,
      editionSize: 10 as const,
      tags: [' 도자 ', ''],
      priceAmount: 1_500_000 as const,
    };
    const input = inputFromForm(form, { withAccess: false });
    expect(input).toMatchObject({
      title: '달 항아리',
      titleEn: null,
      year: 2024,
      dimensions: { height: 40, width: null, unit: 'cm', framed: false, text: null },
      edition: { type: 'unique', size: null, artistProofs: null },
      price: { amount: 1_500_000, currency: 'KRW', display: 'exact' },
      tags: ['도자'],
      fid: 'f1',
    });
    expect(input).not.toHaveProperty('accessLevel');
    expect(inputFromForm(form, { withAccess: true }).accessLevel).toBe(1);
  });

  it('round-trips an inventory record', () => {
    const item = {
      iid: 'i1',
      fid: null,
      accessLevel: 0,
      stockNumber: 'A-1',
      location: null,
      privateNotes: 'fragile',
      artwork: {
        title: 'Moon',
        titleEn: null,
        artistid: 'a1',
        series: null,
        dateText: '2024',
        year: 2024,
        medium: { type: 'ceramics', text: 'porcelain' },
        dimensions: { height: 40, width: 38, depth: null, unit: 'cm', framed: false, text: null },
        edition: { type: 'edition', size: 5, artistProofs: 1 },
        price: { amount: 100, currency: 'USD', display: 'on_request' },
        description: null,
        descriptionEn: null,
        tags: ['a'],
        published: true,
      },
    } as unknown as InventoryItemDto;
    const form = formFromItem(item);
    expect(form).toMatchObject({ stockNumber: 'A-1', privateNotes: 'fragile', editionSize: 5, currency: 'USD' });
    expect(inputFromForm(form, { withAccess: true })).toMatchObject({
      medium: { type: 'ceramics', text: 'porcelain' },
      edition: { type: 'edition', size: 5, artistProofs: 1 },
      price: { amount: 100, currency: 'USD', display: 'on_request' },
      accessLevel: 0,
    });
  });

  it('asks for a title, and for the size of an edition', () => {
    expect(formProblems(emptyItemForm())).toEqual({ title: 'required' });
    expect(formProblems({ ...emptyItemForm(), title: 'x', editionType: 'edition' })).toEqual({
      editionSize: 'required',
    });
  });
});

describe('imageChanges', () => {
  const before = [image('a', true), image('b'), image('c')];

  it('says nothing when nothing changed', () => {
    expect(imageChanges(before, before, 'a')).toEqual({});
  });

  it('names removed images, the new order and the new primary', () => {
    expect(imageChanges(before, [image('c'), image('a', true)], 'c')).toEqual({
      removeImageIds: ['b'],
      imageOrder: ['c', 'a'],
      primaryImageId: 'c',
    });
    expect(imageChanges(before, [image('a', true), image('c')], 'a')).toEqual({ removeImageIds: ['b'] });
  });
});
