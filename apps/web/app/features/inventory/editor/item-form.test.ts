import { artworkInputSchema, type ImageDto, type InventoryItemDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../../i18n/i18n.server';
import { contractInput } from '../../forms/form-values';
import type { Translator } from '../../forms/issue-messages';
import { contractErrors } from '../../forms/use-contract-form';
import { applicableValues, emptyItemValues, imageChanges, itemValuesFrom, type ItemValues } from './item-form';

const image = (id: string, primary = false): ImageDto => ({
  id,
  idx: 0,
  primary,
  width: 10,
  height: 10,
  placeholder: '',
  urls: { thumbnail: '', medium: '', large: '', original: '' },
});

/** What the editor sends for these values: the contract schema's output, as the form's submit gets it. */
function sent(values: ItemValues, withAccess: boolean) {
  return artworkInputSchema.parse(contractInput(artworkInputSchema, applicableValues(values, { withAccess })));
}

describe('the item form', () => {
  it('sends trimmed texts, nulls for empty fields and the edition size only for editions', () => {
    const empty = emptyItemValues('f1');
    const values: ItemValues = {
      ...empty,
      title: '  달 항아리 ',
      year: 2024,
      dimensions: { ...empty.dimensions, height: 40 },
      edition: { ...empty.edition, size: 10 },
      tags: [' 도자 '],
      price: { ...empty.price, amount: 1_500_000 },
    };
    const input = sent(values, false);
    expect(input).toMatchObject({
      title: '달 항아리',
      titleEn: null,
      artistid: null,
      year: 2024,
      medium: { type: null, text: null },
      dimensions: { height: 40, width: null, unit: 'cm', framed: false, text: null },
      edition: { type: 'unique', size: null, artistProofs: null },
      price: { amount: 1_500_000, currency: 'KRW', display: 'exact' },
      tags: ['도자'],
      fid: 'f1',
    });
    expect(input).not.toHaveProperty('accessLevel');
    expect(sent(values, true).accessLevel).toBe(1);
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
    const values = itemValuesFrom(item);
    expect(values).toMatchObject({
      stockNumber: 'A-1',
      privateNotes: 'fragile',
      fid: '',
      edition: { size: 5 },
      price: { currency: 'USD' },
    });
    expect(sent(values, true)).toMatchObject({
      fid: null,
      medium: { type: 'ceramics', text: 'porcelain' },
      edition: { type: 'edition', size: 5, artistProofs: 1 },
      price: { amount: 100, currency: 'USD', display: 'on_request' },
      accessLevel: 0,
    });
  });

  it('asks for a title, and for the size of an edition, in the editor’s words', () => {
    const ko = serverI18n('ko') as unknown as Translator;
    const check = (values: ItemValues) =>
      contractErrors(
        artworkInputSchema,
        applicableValues(values, { withAccess: false }),
        ko,
        'inventory:editor.fields',
      );
    expect(check(emptyItemValues())).toEqual({ title: '제목을 입력해 주세요.' });
    const edition = emptyItemValues();
    expect(check({ ...edition, title: 'x', edition: { ...edition.edition, type: 'edition' } })).toEqual({
      'edition.size': '에디션 수를 입력해 주세요.',
    });
    expect(check({ ...edition, title: 'x', year: 1.5, dimensions: { ...edition.dimensions, width: -1 } })).toEqual({
      year: '정수로 입력해 주세요.',
      'dimensions.width': '0보다 커야 합니다.',
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
