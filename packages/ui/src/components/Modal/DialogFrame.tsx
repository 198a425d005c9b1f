import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useScrollable } from '../../hooks/useScrollable';
import { IconButton } from '../IconButton/IconButton';
import { Body, Description, Footer, Header, Title } from './DialogFrame.styles';

interface DialogFrameProps {
  title: ReactNode;
  description?: ReactNode;
  showClose: boolean;
  /** The close button's name, from the kit's catalog (`modal.close`, `drawer.close`). */
  closeLabel: string;
  footer?: ReactNode;
  children?: ReactNode;
}

/** The inside of `Modal` and `Drawer`: a titled header with the close button, a scrolling body, a footer. */
export function DialogFrame({ title, description, showClose, closeLabel, footer, children }: DialogFrameProps) {
  const { containerRef, contentRef, scrollable } = useScrollable();
  return (
    <>
      <Header>
        <Title>{title}</Title>
        {showClose && (
          <Dialog.Close asChild>
            <IconButton icon="close" label={closeLabel} />
          </Dialog.Close>
        )}
      </Header>
      {/* A body that scrolls is a tab stop, so keyboard users can scroll it with the arrow keys. */}
      <Body ref={containerRef} tabIndex={scrollable ? 0 : undefined}>
        <div ref={contentRef}>
          {description && <Description>{description}</Description>}
          {children}
        </div>
      </Body>
      {footer && <Footer>{footer}</Footer>}
    </>
  );
}
