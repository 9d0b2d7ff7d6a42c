import { DEFAULT_ROOM_VISIBILITY, type roomInputSchema, type RoomDto } from '@vernissage/shared';
import type { ContractFormValues } from '../forms/form-values';

/** The editor's values: the contract's room input, as a form holds it. */
export type RoomFormValues = ContractFormValues<typeof roomInputSchema>;

/** What the editor starts from: a new room, or the room as it is (never its passcode). */
export function roomFormValues(room: RoomDto | null): RoomFormValues {
  return {
    title: room?.title ?? '',
    titleEn: room?.titleEn ?? '',
    intro: room?.intro ?? '',
    introEn: room?.introEn ?? '',
    works: (room?.works ?? []).map((work) => ({ aid: work.aid, price: work.price })),
    visibility: room?.visibility ?? DEFAULT_ROOM_VISIBILITY,
    passcode: '',
    expiresAt: room?.expiresAt ? room.expiresAt.slice(0, 10) : '',
    links: (room?.links ?? []).map((link) => ({
      lid: link.lid,
      name: link.name,
      email: link.email,
      visibility: link.visibility,
      regenerate: false,
    })),
    regeneratePath: false,
    notifyFirstOpen: room?.notifyFirstOpen ?? true,
  };
}

/**
 * The passcode field's help: a room with a passcode keeps it while the field is left empty; a new
 * room, or one without a passcode, has none to keep.
 */
export function passcodeHintKey(room: Pick<RoomDto, 'hasPasscode'> | null) {
  return room?.hasPasscode ? 'editor.passcodeHint' : 'editor.passcodeNewHint';
}

/** A day of the date input as the end of that day, in the contract's ISO form. */
export function expiryOf(day: string): string {
  return day ? new Date(`${day}T23:59:59`).toISOString() : '';
}
