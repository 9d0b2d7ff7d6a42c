import { Alert, Button, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { PermissionLevel, type ExhibitionDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { hasStatus } from '../api/api-errors';
import { useErrorMessage } from '../api/use-error-message';
import { useExhibitionAccessMutation } from './queries';

/** Shares the exhibition with another workspace (read or write), and stops sharing it. */
export function AccessDialog({
  gid,
  exhibition,
  opened,
  onClose,
}: {
  gid: string;
  exhibition: ExhibitionDto;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('exhibitions');
  const errorMessage = useErrorMessage();
  const access = useExhibitionAccessMutation(gid);
  const [target, setTarget] = useState('');
  const [level, setLevel] = useState<string>(String(PermissionLevel.read));
  const [grants, setGrants] = useState(exhibition.grants);
  const change = (grantee: string, accessLevel: PermissionLevel) =>
    access.mutate(
      { exhibitionid: exhibition.exhibitionid, gid: grantee, accessLevel },
      {
        onSuccess: (answer) => {
          setGrants(answer.grants);
          setTarget('');
          toast.success({ message: accessLevel === PermissionLevel.none ? t('access.revoked') : t('access.granted') });
        },
      },
    );
  const error = access.isError
    ? hasStatus(access.error, 404)
      ? t('access.unknownError')
      : hasStatus(access.error, 400)
        ? t('access.selfError')
        : errorMessage(access.error)
    : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('access.title')} size="lg" data-testid="exhibition-access">
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('access.intro')}
        </Text>
        {grants.length === 0 ? (
          <Text size="sm">{t('access.none')}</Text>
        ) : (
          <Table data-testid="exhibition-grants">
            <Table.Tbody>
              {grants.map((grant) => (
                <Table.Tr key={grant.gid} data-testid="exhibition-grant">
                  <Table.Td>{grant.galleryName}</Table.Td>
                  <Table.Td>
                    {grant.accessLevel === PermissionLevel.write ? t('access.write') : t('access.read')}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={access.isPending}
                      onClick={() => change(grant.gid, PermissionLevel.none)}
                    >
                      {t('access.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // React events cross portals: this form must not submit the editor around the dialog.
            event.stopPropagation();
            if (target.trim()) change(target.trim(), Number(level) as PermissionLevel);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('access.gid')}
              description={t('access.gidHelp')}
              value={target}
              onChange={(event) => setTarget(event.currentTarget.value)}
              maxLength={100}
              data-testid="exhibition-access-gid"
            />
            <SegmentedControl
              value={level}
              onChange={setLevel}
              aria-label={t('access.level')}
              data={[
                { value: String(PermissionLevel.read), label: t('access.read') },
                { value: String(PermissionLevel.write), label: t('access.write') },
              ]}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={access.isPending}
                disabled={!target.trim()}
                data-testid="exhibition-access-grant"
              >
                {t('access.grant')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
