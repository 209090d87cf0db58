import { useMemo, type ReactNode } from 'react';
import { Alert, Badge, Box, Card, Flex, HStack, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Bus, Car, MapPin, Plane, Train } from 'lucide-react';
import type { Profile, ProfileFieldName, Snippet } from '@hotel/contracts';
import { errorMessage } from '../../../lib/api';
import { relativeTime } from '../../../lib/format';
import { modelLabel, useModels } from '../../../lib/models';
import { usePendingChange } from '../api/get-pending-change';
import { profileMetaText } from '../lib/format-profile';
import { transportIconKind, type TransportIconKind } from '../lib/transport-icon';
import { ProfileVersions } from './profile-versions';
import { ProvenancePopover } from './provenance-popover';

const TRANSPORT_ICONS: Record<TransportIconKind, typeof Plane> = { plane: Plane, train: Train, bus: Bus, default: Car };

interface ProfileTabProps {
  hotelId: string;
  profile: Profile | null | undefined;
  isPending: boolean;
  error: unknown;
  snippets: readonly Snippet[];
}

export function ProfileTab({ hotelId, profile, isPending, error, snippets }: ProfileTabProps) {
  const snippetsById = useMemo(() => new Map(snippets.map((s) => [s.id, s])), [snippets]);
  const models = useModels();
  const pendingChange = usePendingChange(hotelId);
  const pending = pendingChange.data?.pending ?? null;
  const unreviewed = new Set<ProfileFieldName>(pending?.changes.map((c) => c.field) ?? []);
  const changed = (...fields: ProfileFieldName[]) => fields.some((f) => unreviewed.has(f));

  if (isPending) {
    return (
      <Stack gap="3">
        <Skeleton height="8" width="60%" />
        <Skeleton height="24" />
        <Skeleton height="24" />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>Could not load the profile: {errorMessage(error, 'Unknown error')}</Alert.Description>
      </Alert.Root>
    );
  }

  const prov = (path: string, label: string) => (
    <ProvenancePopover label={label} snippetIds={profile?.provenance[path]} snippetsById={snippetsById} />
  );

  return (
    <Stack gap="5" data-testid="profile-tab">
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <Flex justify="space-between" gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" data-testid="text-last-generated">
                Last generated:{' '}
                {profile?.generatedAt ? (
                  <time dateTime={profile.generatedAt} title={new Date(profile.generatedAt).toLocaleString()}>
                    {relativeTime(profile.generatedAt)} ({new Date(profile.generatedAt).toLocaleString()})
                  </time>
                ) : (
                  'Not generated'
                )}
              </Text>
              {profile && (
                <Text fontSize="xs" color="fg.muted" data-testid="text-profile-meta">
                  {profileMetaText(profile, modelLabel(models.data, profile.model))}
                </Text>
              )}
            </Flex>

            {pending && (
              <Alert.Root status="warning" variant="subtle" size="sm" data-testid="alert-unreviewed-changes">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette="yellow" variant="solid" data-testid="badge-unreviewed-changes">
                        Unreviewed changes
                      </Badge>
                      <span>
                        Version {pending.version} changed {pending.changes.length} {pending.changes.length === 1 ? 'field' : 'fields'}, marked below.
                      </span>
                    </HStack>
                  </Alert.Title>
                  <Alert.Description>
                    <Link asChild color="teal.fg">
                      <RouterLink to="/changes">Review them on the Changes screen</RouterLink>
                    </Link>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}

            <Field label="Name" changed={changed('name', 'brandName')}>
              <HStack gap="2" wrap="wrap">
                <Text fontSize="xl" fontWeight="semibold" data-testid="text-profile-name">
                  {profile ? profile.name || 'Unknown' : 'No profile generated yet'}
                </Text>
                {profile?.brandName && (
                  <Badge variant="subtle" colorPalette="purple" data-testid="text-profile-brand">
                    {profile.brandName}
                  </Badge>
                )}
                {prov('name', 'Name')}
                {profile?.brandName && prov('brandName', 'Brand')}
              </HStack>
            </Field>

            <Field label="Address" changed={changed('address')}>
              <HStack gap="1" align="start">
                <Text data-testid="text-profile-address">{profile?.address || 'No address available'}</Text>
                {prov('address', 'Address')}
              </HStack>
            </Field>

            {profile?.situated && (
              <Field label="Location" changed={changed('situated')}>
                <HStack gap="1" align="start">
                  <Text data-testid="text-profile-situated">{profile.situated}</Text>
                  {prov('situated', 'Location')}
                </HStack>
              </Field>
            )}

            <Field label="Description" changed={changed('description')}>
              <HStack gap="1" align="start">
                <Text whiteSpace="pre-line" data-testid="text-profile-description">
                  {profile?.description || 'No description available'}
                </Text>
                {prov('description', 'Description')}
              </HStack>
            </Field>

            <Field label="Amenities" changed={changed('amenities')}>
              {profile && profile.amenities.length > 0 ? (
                <Flex gap="2" wrap="wrap" data-testid="list-amenities">
                  {profile.amenities.map((a, i) => (
                    <HStack key={`${a}-${i}`} gap="0" borderWidth="1px" borderRadius="full" pl="2.5" pr="1" py="0.5">
                      <Text fontSize="sm">{a}</Text>
                      {prov(`amenities.${i}`, `amenity "${a}"`)}
                    </HStack>
                  ))}
                </Flex>
              ) : (
                <Text color="fg.muted">No amenities listed</Text>
              )}
            </Field>

            <Field label="Transport links" changed={changed('transportLinks')}>
              {profile && profile.transportLinks.length > 0 ? (
                <List.Root variant="plain" gap="2" data-testid="list-transport">
                  {profile.transportLinks.map((t, i) => {
                    const kind = transportIconKind(t);
                    const Icon = TRANSPORT_ICONS[kind];
                    return (
                      <List.Item key={`${t}-${i}`} alignItems="center" data-icon={kind}>
                        <List.Indicator asChild color="teal.fg">
                          <Icon size={16} aria-hidden="true" />
                        </List.Indicator>
                        {t}
                        {prov(`transportLinks.${i}`, `transport link "${t}"`)}
                      </List.Item>
                    );
                  })}
                </List.Root>
              ) : (
                <Text color="fg.muted">No transport links listed</Text>
              )}
            </Field>

            <Field label="Nearby attractions" changed={changed('nearbyAttractions')}>
              {profile && profile.nearbyAttractions.length > 0 ? (
                <List.Root variant="plain" gap="2" data-testid="list-attractions">
                  {profile.nearbyAttractions.map((a, i) => (
                    <List.Item key={`${a}-${i}`} alignItems="center">
                      <List.Indicator asChild color="pink.fg">
                        <MapPin size={16} aria-hidden="true" />
                      </List.Indicator>
                      {a}
                      {prov(`nearbyAttractions.${i}`, `attraction "${a}"`)}
                    </List.Item>
                  ))}
                </List.Root>
              ) : (
                <Text color="fg.muted">No nearby attractions listed</Text>
              )}
            </Field>
          </Stack>
        </Card.Body>
      </Card.Root>

      {profile && <ProfileVersions hotelId={hotelId} current={profile} pending={pending} />}
    </Stack>
  );
}

/** A profile field; one an unreviewed change touched is highlighted and says so. */
function Field({ label, changed = false, children }: { label: string; changed?: boolean; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={label}
      data-unreviewed={changed || undefined}
      {...(changed ? { bg: 'yellow.subtle', borderLeftWidth: '3px', borderColor: 'yellow.solid', mx: '-3', px: '3', py: '2', borderRadius: 'l1' } : {})}
    >
      <HStack gap="2" mb="1">
        <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
          {label}
        </Text>
        {changed && (
          <Badge size="xs" colorPalette="yellow" variant="surface">
            Changed
          </Badge>
        )}
      </HStack>
      {children}
    </Box>
  );
}
