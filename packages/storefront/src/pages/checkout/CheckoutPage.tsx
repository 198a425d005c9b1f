import { pageMessages } from '../messages';
import { preparingPage } from '../preparingPage';

export const { Component, handle } = preparingPage(pageMessages.checkout);
