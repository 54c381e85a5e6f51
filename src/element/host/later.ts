/**
 * What the widget needs only once its first cards are on screen: the solver's side of the table (the
 * analysis line, hints, Finish, autoplay, winnable deals, and the searching behind them), the panels a
 * player opens (keys, statistics, the Rules panel, whose text is a chunk of its own, the reader's Settings), the question New game
 * asks in a game under way, a finished game's panel with its Share button, and the sentences the
 * live region says after a move (announce.ts). A chunk of its
 * own in the drop-in build, fetched after the first frame with cards (element/later-controller.ts), so a
 * page downloads and runs none of it before it shows the cards.
 *
 * It hands its parts over when it arrives (a side effect): rollup merges a chunk without side effects
 * into the entry (experimentalMinChunkSize), which would send all of it before the first card again.
 */
import { AnalysisController } from '../analysis/analysis-controller.js';
import { describeMove, describeOutcome, describeRedo, describeUndo } from '../speech/announce.js';
import { Analyst } from '../analysis/analyst.js';
import { describeTable } from '../speech/describe-table.js';
import { laterArrived } from './later-controller.js';
import { renderOutcome } from '../view/outcome.js';
import { renderHelp, renderStats } from '../view/panels.js';
import { RulesPanel, renderRules } from '../view/rules-panel.js';
import { SettingsPanel, renderSettings } from '../view/settings-panel.js';
import { NewGameGuard, renderAsk } from '../input/new-game-guard.js';
import { guideStyles } from '../../styles/guide.js';
import { settingsStyles } from '../../styles/settings.js';
import { ShareController } from '../view/share.js';

export const LATER = laterArrived({
  AnalysisController,
  Analyst,
  ShareController,
  renderHelp,
  renderStats,
  renderOutcome,
  RulesPanel,
  renderRules,
  SettingsPanel,
  renderSettings,
  NewGameGuard,
  renderAsk,
  guideStyles,
  settingsStyles,
  sentences: { describeMove, describeOutcome, describeRedo, describeUndo },
  describeTable,
});
