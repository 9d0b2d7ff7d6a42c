import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';

export const SEARCH_WORKS = 100_000;
const ARTISTS = 200;
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = [
  '환기',
  '우환',
  '서보',
  '창열',
  '수근',
  '중섭',
  '은희',
  '민정',
  '지훈',
  '서연',
  '도윤',
  '하은',
  '준서',
  '예린',
  '시우',
  '유나',
  '태오',
  '소연',
  '건우',
  '다인',
];

/** What visitors type: a surname and the first syllable of a given name ("김환"), 200 of them. */
export const SEARCH_PARTIAL_NAMES: readonly string[] = SURNAMES.flatMap((surname) =>
  GIVEN.map((given) => surname + given.slice(0, 1)),
);

/**
 * Fills a workspace with 200 artists (Korean names with their romanisations; artist 200 is
 * 김환기 / Kim Whanki) and 100,000 works with Korean and English titles, media, sizes, years,
 * prices (a tenth hidden, a tenth on request), states, tags and descriptions, in a few set-based
 * statements; a tenth unpublished and a fiftieth deleted, as a real catalogue has them.
 */
export async function fillSearchWorks(database: DatabaseHandle, email: string): Promise<string> {
  const db = database.db;
  const { rows } = await db.execute<{ gid: string }>(
    sql`select m.gallery_id as gid from gallery_members m join users u on u.id = m.user_id where u.email = ${email} limit 1`,
  );
  const gid = rows[0]!.gid;
  await db.execute(sql`
    insert into artists (id, gallery_id, name, name_en)
    select 'bench-ar-' || n, ${gid},
      (string_to_array(${SURNAMES.join(',')}, ','))[1 + n % 10] ||
        (string_to_array(${GIVEN.join(',')}, ','))[1 + (n / 10) % 20],
      (array['Kim','Lee','Park','Choi','Jung','Kang','Cho','Yoon','Jang','Lim'])[1 + n % 10] || ' ' ||
        (array['Whanki','Ufan','Seobo','Changyeol','Sookeun','Joongseop','Eunhee','Minjung','Jihoon','Seoyeon','Doyun','Haeun','Junseo','Yerin','Siwoo','Yuna','Taeo','Soyeon','Gunwoo','Dain'])[1 + (n / 10) % 20]
    from generate_series(1, ${ARTISTS}) as n`);
  await db.execute(sql`
    with words as (
      select array['항아리','달','산','바다','풍경','구성','점','선','면','여름','겨울','봄','가을','하늘','우주','꽃','새','집','길','빛','바람','숲','강','섬','밤'] as ko,
        array['Jar','Moon','Mountain','Sea','Landscape','Composition','Point','Line','Plane','Summer','Winter','Spring','Autumn','Sky','Universe','Flower','Bird','House','Road','Light','Wind','Forest','River','Island','Night'] as en,
        array['Oil on canvas','Acrylic on canvas','Ink on paper','Bronze','Gelatin silver print','Mixed media'] as media,
        array['painting','drawing','print','photography','sculpture','installation','video','textile','ceramics','mixed','other'] as types
    )
    insert into artworks (id, gallery_id, artist_id, title, title_en, year, medium_type, medium_text, height, width,
      price_amount, price_currency, price_display, description, description_en, tags, state, base_state, published,
      deleted_at, created_at)
    select 'bench-s-' || n, ${gid}, 'bench-ar-' || (1 + (n / 7) % ${ARTISTS}),
      ko[1 + n % 25] || ' ' || ko[1 + (n / 25) % 25] || ' ' || n,
      en[1 + n % 25] || ' and ' || en[1 + (n / 25) % 25] || ' No. ' || n,
      1950 + n % 75, types[1 + n % 11], media[1 + n % 6], 20 + n % 200, 20 + (n * 7) % 180,
      100000 * (n % 997 + 1), case when n % 20 = 0 then 'USD' else 'KRW' end,
      case n % 10 when 0 then 'hidden' when 1 then 'on_request' else 'exact' end,
      ko[1 + (n / 7) % 25] || '을 그린 작품',
      'Paintings of the ' || lower(en[1 + (n / 7) % 25]) || ' at dusk',
      array[ko[1 + (n / 3) % 25]],
      case when n % 13 = 0 then 5 when n % 17 = 0 then 2 else 0 end,
      case when n % 13 = 0 then 5 else 0 end,
      n % 10 <> 9,
      case when n % 50 = 0 then now() end,
      now() - n * interval '1 minute'
    from words, generate_series(1, ${SEARCH_WORKS}) as n`);
  await db.execute(sql`analyze`);
  return gid;
}
