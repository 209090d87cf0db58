import { useMemo, type ReactNode } from 'react';
import { Alert, Badge, Box, Card, Flex, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Bus, Car, MapPin, Plane, Train } from 'lucide-react';
import type { Profile, Snippet } from '@hotel/contracts';
import { errorMessage } from '../../../lib/api';
import { relativeTime } from '../../../lib/format';
import { modelLabel, useModels } from '../../../lib/models';
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

            <Field label="Name">
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

            <Field label="Address">
              <HStack gap="1" align="start">
                <Text data-testid="text-profile-address">{profile?.address || 'No address available'}</Text>
                {prov('address', 'Address')}
              </HStack>
            </Field>

            {profile?.situated && (
              <Field label="Location">
                <HStack gap="1" align="start">
                  <Text data-testid="text-profile-situated">{profile.situated}</Text>
                  {prov('situated', 'Location')}
                </HStack>
              </Field>
            )}

            <Field label="Description">
              <HStack gap="1" align="start">
                <Text whiteSpace="pre-line" data-testid="text-profile-description">
                  {profile?.description || 'No description available'}
                </Text>
                {prov('description', 'Description')}
              </HStack>
            </Field>

            <Field label="Amenities">
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

            <Field label="Transport links">
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

            <Field label="Nearby attractions">
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

      {profile && <ProfileVersions hotelId={hotelId} current={profile} />}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={label}>
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="1">
        {label}
      </Text>
      {children}
    </Box>
  );
}
