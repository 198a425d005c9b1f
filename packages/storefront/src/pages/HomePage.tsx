import { ButtonLink, media } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { type RouteHandle } from '../app/head';
import { LocalLink } from '../app/LocalLink';
import { paths } from '../app/paths';
import { PageContainer } from '../features/page/Page';
import { useStores } from '../stores/StoresProvider';
import { pageMessages } from './messages';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} 0;

  h1 {
    margin: 0;
    max-width: 18ch;
    font-size: ${({ theme }) => theme.font.size.display};
    ${media.desktop} {
      font-size: 3rem;
    }
  }

  p {
    margin: 0;
    max-width: 52ch;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Categories = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Tile = styled(LocalLink)`
  display: flex;
  align-items: flex-end;
  min-height: 96px;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

/** Home: what the shop is, and its categories. Promotions, popular products and viewed come with the shopping issue. */
export const Component = observer(function HomePage() {
  const intl = useIntl();
  const { dictionaries } = useStores();
  return (
    <PageContainer>
      <Hero>
        <h1>{intl.formatMessage(pageMessages.home.title)}</h1>
        <p>{intl.formatMessage(pageMessages.home.description)}</p>
        <div>
          <ButtonLink as={LocalLink} to={paths.menu()} size="lg" icon="menu">
            {intl.formatMessage(pageMessages.preparing.toMenu)}
          </ButtonLink>
        </div>
      </Hero>
      <Categories>
        {dictionaries.categories.map((category) => (
          <li key={category.id}>
            <Tile to={paths.menuCategory(category.slug)}>{category.name}</Tile>
          </li>
        ))}
      </Categories>
    </PageContainer>
  );
});

export const handle: RouteHandle = {
  head: ({ intl }) => ({ description: intl.formatMessage(pageMessages.home.description) }),
};
