import styled from 'styled-components';

const Svg = styled.svg`
  width: min(240px, 70%);
  height: auto;

  .plate {
    fill: ${({ theme }) => theme.color.bg.surface};
    stroke: ${({ theme }) => theme.color.border.strong};
  }

  .well {
    fill: ${({ theme }) => theme.color.bg.subtle};
    stroke: ${({ theme }) => theme.color.border.default};
  }

  .shadow {
    fill: ${({ theme }) => theme.color.border.default};
  }

  .chopstick {
    stroke: ${({ theme }) => theme.color.accent.solid};
    stroke-width: 6;
    stroke-linecap: round;
  }

  .crumb {
    fill: ${({ theme }) => theme.color.fg.subtle};
  }
`;

/** An empty plate with chopsticks laid across it: decoration for the "nothing here" page. */
export function EmptyPlate() {
  return (
    <Svg viewBox="0 0 240 150" aria-hidden="true" focusable="false">
      <ellipse className="shadow" cx="120" cy="112" rx="96" ry="22" />
      <ellipse className="plate" cx="120" cy="92" rx="100" ry="40" strokeWidth="3" />
      <ellipse className="well" cx="120" cy="90" rx="62" ry="22" strokeWidth="2" />
      <circle className="crumb" cx="98" cy="92" r="2.5" />
      <circle className="crumb" cx="138" cy="86" r="2" />
      {/* Laid across the rim, as if someone just finished. */}
      <line className="chopstick" x1="112" y1="80" x2="232" y2="42" />
      <line className="chopstick" x1="122" y1="90" x2="236" y2="56" />
    </Svg>
  );
}
