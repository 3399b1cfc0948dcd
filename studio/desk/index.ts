import { InboxIcon } from '@sanity/icons/Inbox';
import type { Tool } from 'sanity';
import { route } from 'sanity/router';
import { DESK_TOOL_NAME } from '../../contracts/deskRules';
import { DESK_SCREEN } from '../../contracts/messages/deskScreen';
import { DeskTool } from './DeskTool';

/**
 * The trust's desk as a Studio tool (docs/decisions/desk-in-the-studio.md): staff already work in
 * the Studio, signed in with their site account, and the tool calls /api/v1's staff-only desk
 * endpoints with that session. Its address: /studio/trust-desk/<section>/<id>.
 */
export const deskTool: Tool = {
  name: DESK_TOOL_NAME,
  title: DESK_SCREEN.title,
  icon: InboxIcon,
  component: DeskTool,
  router: route.create('/', [route.create('/:section', [route.create('/:id')])]),
};
