import { Button, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_QUERY_MAX } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSuggestionsQuery } from './queries';
import { publicWorkPath } from './work-path';
import { artistNameOf, nameOf, titleOf, useTextIn } from '../i18n-content/text-in';

/** How long typing must pause before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 250;

/** Where a picked suggestion leads: a work's page, the works of an artist, or a gallery's site. */
function artistSearchPath(name: string): string {
  return `/search?${new URLSearchParams({ q: name })}`;
}

/**
 * The search box: suggestions (works, artists, galleries) appear as one types, and submitting
 * searches works for the words. `q` is the address's query it starts from (the page gives the box
 * a new `key` when the address's query changes: back, forward, a link).
 */
export function SearchBox({ q, onSubmit }: { q: string; onSubmit: (q: string) => void }) {
  const { t } = useTranslation('discovery');
  const textIn = useTextIn();
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState(q);
  // Suggestions are for what the visitor types: the words the page arrived with (the address's
  // query, already searched) ask for none, so a page load makes no second request and re-render.
  const [edited, setEdited] = useState(false);
  const [debounced] = useDebouncedValue(value.trim().slice(0, SEARCH_QUERY_MAX), SUGGEST_DELAY_MS);
  const typed = edited ? debounced : '';
  const suggestions = useSuggestionsQuery(typed);
  const data = typed ? suggestions.data : undefined;
  const count = data ? data.works.length + data.artists.length + data.galleries.length : 0;

  const pick = (target: string) => {
    combobox.closeDropdown();
    // A site is the server's own page (ADR 021), outside this app's routes.
    if (target.startsWith('/web/')) window.location.assign(target);
    else void navigate(target);
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        combobox.closeDropdown();
        onSubmit(value.trim());
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
          <Combobox.Target>
            <TextInput
              flex={1}
              size="md"
              type="search"
              value={value}
              maxLength={SEARCH_QUERY_MAX}
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
              autoComplete="off"
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setEdited(true);
                combobox.openDropdown();
                combobox.resetSelectedOption();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
              rightSection={suggestions.isFetching ? <Loader size="xs" /> : null}
              data-testid="search-input"
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={!typed || (!data && !suggestions.isError)} data-testid="search-suggestions">
            <Combobox.Options>
              {suggestions.isError && <Combobox.Empty>{t('search.suggestionsFailed')}</Combobox.Empty>}
              {data && count === 0 && <Combobox.Empty>{t('search.noSuggestions')}</Combobox.Empty>}
              {data && data.works.length > 0 && (
                <Combobox.Group label={t('search.suggestionGroups.works')}>
                  {data.works.map((work) => (
                    <Combobox.Option
                      key={work.aid}
                      value={publicWorkPath(work.aid)}
                      data-testid="suggestion-work"
                      data-aid={work.aid}
                    >
                      <Text size="sm" fw={500}>
                        {textIn(titleOf(work))}
                      </Text>
                      {work.artistName && (
                        <Text size="xs" c="gray.7">
                          {textIn(artistNameOf(work))}
                        </Text>
                      )}
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              )}
              {data && data.artists.length > 0 && (
                <Combobox.Group label={t('search.suggestionGroups.artists')}>
                  {data.artists.map((artist) => (
                    <Combobox.Option
                      key={artist.id}
                      value={artistSearchPath(artist.name)}
                      data-testid="suggestion-artist"
                    >
                      <Text size="sm">{textIn(nameOf(artist))}</Text>
                      <Text size="xs" c="gray.7">
                        {t('places.works', { count: artist.works })}
                      </Text>
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              )}
              {data && data.galleries.length > 0 && (
                <Combobox.Group label={t('search.suggestionGroups.galleries')}>
                  {data.galleries.map((gallery) => (
                    <Combobox.Option
                      key={gallery.id}
                      value={`/web/${gallery.domain ?? ''}`}
                      disabled={!gallery.domain}
                      data-testid="suggestion-gallery"
                    >
                      <Text size="sm">{textIn(nameOf(gallery))}</Text>
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              )}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Button type="submit" size="md" data-testid="search-submit">
          {t('search.submit')}
        </Button>
      </Group>
    </form>
  );
}
