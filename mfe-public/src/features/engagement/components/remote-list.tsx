import { ApiError, Card, Skeleton, StateMessage, media } from '@cci/shared-ui';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { SWRResponse } from 'swr';
import type { EngagementSectionCopy } from '../engagement-copy';
import { LoadError } from '../../../components/load-error';

/** One column on phones, two from md, and three from lg when asked for (spec §2: mentors in 1, 2 or 3 columns). */
export const CardGrid = styled.div<{ $columns: 2 | 3 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(6)};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${(p) =>
    p.$columns === 3 &&
    css`
      ${media.lg} {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    `}
`;

const SkeletonCard = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
`;

function CardSkeleton() {
  return (
    <SkeletonCard>
      <Skeleton $w="60%" $h="1.25rem" />
      <Skeleton $w="35%" $h="1.25rem" $radius="999px" />
      <Skeleton />
      <Skeleton />
      <Skeleton $w="75%" />
      <Skeleton $h="2.5rem" $radius="10px" />
    </SkeletonCard>
  );
}

/** The server's own message when it sent one, else the spec §8 text ("<status>: <body>"). */
const errorText = (error: Error) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message);

type ListState<T> = Pick<SWRResponse<T[], Error>, 'data' | 'error' | 'isLoading' | 'mutate'>;

/**
 * A tab's cards from one API read: skeleton cards while it loads, an error with "Try again", an empty
 * message, or the grid of cards.
 */
export function RemoteList<T>({
  state,
  copy,
  columns,
  renderItem,
}: {
  state: ListState<T>;
  copy: EngagementSectionCopy;
  columns: 2 | 3;
  renderItem: (item: T) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = state;
  if (error) {
    return (
      <LoadError title={copy.errorTitle} onRetry={() => mutate()}>
        {errorText(error)}
      </LoadError>
    );
  }
  if (isLoading || !data) {
    return (
      <CardGrid $columns={columns} aria-busy="true" aria-label={`Loading ${copy.heading}`} data-testid="engagement-loading">
        {Array.from({ length: columns }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </CardGrid>
    );
  }
  if (data.length === 0) {
    return (
      <StateMessage role="status" icon={<Inbox size={32} aria-hidden="true" />}>
        {copy.empty}
      </StateMessage>
    );
  }
  return <CardGrid $columns={columns}>{data.map(renderItem)}</CardGrid>;
}
