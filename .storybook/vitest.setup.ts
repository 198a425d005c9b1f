import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Apply the project's annotations (decorators, globals, a11y in error mode) to the story tests.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
