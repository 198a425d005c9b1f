import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';

const Mark = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;
`;

const Dot = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent.solid};
  box-shadow: inset 0 0 0 6px ${({ theme }) => theme.color.bg.inverse};
`;

/** The brand's name as a link home. */
export function Logo({ brandName, homeLabel }: { brandName: string; homeLabel: string }) {
  return (
    <Mark to={paths.home()} aria-label={`${brandName} — ${homeLabel}`}>
      <Dot aria-hidden="true" />
      {brandName}
    </Mark>
  );
}
