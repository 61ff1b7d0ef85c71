'use client';

import '@/lib/http/zod-jitless';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { attachmentCount, type AttachmentKind } from '@/lib/player/attachments';
import { startPoster, type NativeStart } from '@/lib/player/fast-start';
import { controlFlags } from '@/lib/player/gen2';
import { widthClass } from '@/lib/player/layout';
import type { PlayerEvent, PlayerMode, PlayerOptions, PlayerWorkflowDto } from '@/lib/player/schema';
import { stepNumber } from '@/lib/player/time';
import { stepAtSourceTime } from '@/lib/ai-summary/player-content';
import { isStepTagVisible, shouldAutoPlayFirst } from '@/lib/player/timing';
import { tabAfterQa } from '@/lib/player/qa';
import { AnnotationOverlay, zoomStyle } from './annotation-overlay';
import { AttachmentsBar } from './attachments-bar';
import { AttachmentsPopup } from './attachments-popup';
import { ControlBar } from './control-bar';
import { Icon } from './icons';
import { LoadingOverlay, MenuTip, SoundOffButton, StepTag, SubtitleOverlay, WatermarkOverlay } from './overlays';
import type { Panel } from './panel-types';
import styles from './player.module.css';
import { SearchPanel } from './search-panel';
import { SettingsPopup } from './settings-popup';
import { StepMenu } from './step-menu';
import { Toolbox } from './toolbox';
import { useControlsIdle } from './use-controls-idle';
import { useElementWidth } from './use-element-width';
import { useHold } from './use-hold';
import { usePlayer } from './use-player';
import { usePlayerKeyboard } from './use-player-keyboard';
import { notifyWorkflowEnded, usePopupBridge } from './use-popup-bridge';
import { useScreenMode } from './use-screen-mode';
import { useSubtitleCue } from './use-subtitle-cue';
import { QuizCard, QuizMask } from './quiz/quiz-card';
import { QuizScreen } from './quiz/quiz-screen';
import { useQuizScreen } from './quiz/use-quiz-screen';

export type PlayerSlots = { comments?: ReactNode; reactions?: ReactNode; related?: ReactNode };

export type PlayerProps = {
  workflow: PlayerWorkflowDto;
  mode: PlayerMode;
  initialStepId?: string;
  options?: PlayerOptions;
  slots?: PlayerSlots;
  onEvent?: (event: PlayerEvent) => void;
  /** Public modes: the initial step's server-rendered HLS <source> and autoplay (lib/player/fast-start.ts). */
  nativeStart?: NativeStart | null;
};

const FILL_MODES: readonly PlayerMode[] = ['fullscreen', 'publicFullscreen', 'embed', 'preview', 'rustici'];
const PAGE_MODES: readonly PlayerMode[] = ['main', 'public'];

/** The workflow player (spec 02 §2 Player, §4 Player): one step's video at a time with every control, menu and panel. */
export function Player({ workflow, mode, initialStepId, options = {}, slots = {}, onEvent, nativeStart }: PlayerProps) {
  const t = useTranslations('player');
  const locale = useLocale();
  const rootRef = useRef<HTMLDivElement>(null);
  // The element itself too: in fullscreen the quiz screen is rendered inside it.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const attachRoot = useCallback((el: HTMLDivElement | null) => {
    rootRef.current = el;
    setRoot(el);
  }, []);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [stage, setStage] = useState<HTMLElement | null>(null);
  const stageWidth = useElementWidth(stage);
  const isPublicMode = mode === 'public' || mode === 'publicFullscreen';
  const quiz = useQuizScreen(workflow, !!options.previewVideo, video);
  const onPlayerEvent = (event: PlayerEvent) => {
    if (event.type === 'workflowEnded') quiz.onWorkflowEnded();
    if (event.type === 'workflowEnded' && options.popup) notifyWorkflowEnded();
    onEvent?.(event);
  };
  const engine = usePlayer({ video, workflow, initialStepId, options, locale, onEvent: onPlayerEvent, nativeStart: isPublicMode ? nativeStart : null });
  const screen = useScreenMode(mode, rootRef);
  const { hold, release } = useHold(engine.video, engine.play);
  const [panel, setPanel] = useState<Panel>(options.openMenu ? 'menu' : null);
  const [viewer, setViewer] = useState<{ kind: AttachmentKind; index: number } | null>(null);
  const { step, state, settings, index } = engine;
  const idle = useControlsIdle(!state.paused, panel !== null);
  const cue = useSubtitleCue(engine.video, settings.subtitle, step.id);
  const isPage = PAGE_MODES.includes(mode);
  // Leaving window mode while on Q&A switches the toolbox to Summary or Steps (spec 02 §2).
  const windowMode = !screen.theater && !screen.fullscreen;
  if (!windowMode && screen.tab === 'qa') screen.setTab(tabAfterQa(workflow));
  usePopupBridge(!!options.popup, panel !== null || viewer !== null);

  useEffect(() => {
    // The popup player is framed by our own page after a click: it plays like a page does.
    const isIframe = window.self !== window.top && !options.popup;
    const isMobile = window.matchMedia('(hover: none), (pointer: coarse)').matches && window.innerWidth < 768;
    // The server's answer (request headers) counts too: its autoplay attribute may have started the video already.
    const serverAllows = engine.nativeStart?.autoPlay ?? true;
    engine.armFirstPlay(serverAllows && !options.openMenu && shouldAutoPlayFirst({ isMobile, isIframe, isSearchOpen: false }));
    // Once, on the first load only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openPanel = (next: Panel) => {
    if (panel === 'menu' || panel === 'search') release(panel);
    if (next === 'menu' || next === 'search') hold(next);
    setPanel(next);
  };
  const pick = (target: number, at = 0) => {
    openPanel(null);
    engine.goToStep(target, panel === 'search' ? 'search' : 'menu', at);
  };
  const seekSource = (time: number) => {
    const target = stepAtSourceTime(workflow.steps, time);
    if (target) engine.goToStep(target.index, 'menu', target.at);
  };
  const flags = {
    ...controlFlags({ gen2: workflow.permissions.gen2, singleStep: !!options.singleStep, isPage, isIframe: screen.isIframe, fullscreen: screen.fullscreen }),
    showVolume: !screen.isTouch,
    showReactions: workflow.permissions.reactions && !!slots.reactions && (screen.theater || screen.fullscreen) && !screen.isTouch,
    showToolbox: isPage && !screen.fullscreen,
    theater: screen.theater,
    fullscreen: screen.fullscreen,
    attachmentCount: attachmentCount(step.attachments),
  };
  usePlayerKeyboard(
    { isSearchOpen: panel === 'search', isMenuOpen: panel === 'menu' || quiz.isOpen, isQaOpen: screen.divide && screen.tab === 'qa', canTheater: flags.showTheater },
    (action) => (action === 'togglePlay' ? engine.togglePlay() : action === 'fullscreen' ? screen.toggleFullscreen() : screen.toggleTheater()),
  );
  const title = step.title || t('untitledStep', { number: stepNumber(index) });
  const zoom = zoomStyle(workflow.annotations, step.id, state.time);
  // The public page heads itself (h1 with the workflow's facts): the player does not repeat the title as another h1.
  const isPublicPage = mode === 'public';
  const TitleHeading = isPublicPage ? 'h2' : 'h1';
  const rootClass = [styles.root, FILL_MODES.includes(mode) ? styles.fill : screen.theater ? styles.theater : styles.window, screen.divide ? styles.divided : ''].join(' ');

  return (
    <div className={isPage ? styles.page : undefined}>
      {screen.divide && (
        <div className={styles.divideHead}>
          <TitleHeading>{workflow.title}</TitleHeading>
          <button type="button" className={styles.btn} style={{ color: 'inherit' }} aria-label={t('closeToolbox')} title={t('closeToolbox')} onClick={() => screen.setDivide(false)}>
            <Icon name="close" />
          </button>
        </div>
      )}
      <div ref={attachRoot} className={rootClass} data-mode={mode} data-screen={screen.fullscreen ? 'fullscreen' : screen.theater ? 'theater' : 'window'} data-divide={screen.divide} data-width={stageWidth === null ? undefined : widthClass(stageWidth)} data-step-index={index} data-level-height={engine.hls.playingHeight ?? ''} data-engine={engine.hls.engine ?? ''} onPointerMove={idle.wake} onKeyDown={idle.wake} onTouchStart={idle.wake}>
        <section ref={setStage} className={styles.stage} aria-label={t('playerLabel', { title: workflow.title })} data-idle={idle.hidden}>
          <video ref={setVideo} className={styles.video} style={zoom} data-zoomed={!!zoom?.transform} playsInline preload="metadata" autoPlay={!!engine.nativeStart?.autoPlay} muted={settings.volume.muted} poster={startPoster(engine.nativeStart, step.posterUrl)} onClick={engine.togglePlay} onDoubleClick={screen.toggleFullscreen}>
            {engine.nativeStart && <source src={engine.nativeStart.src} type={engine.nativeStart.type} />}
            {step.subtitles.map((s) => (
              <track key={`${step.id}-${s.languageCode}`} kind="subtitles" src={s.url} srcLang={s.languageCode} label={s.label} />
            ))}
          </video>
          <AnnotationOverlay annotations={workflow.annotations} stepId={step.id} time={state.time} loading={!state.loaded} locale={locale} />
          {workflow.permissions.safetyWatermark && workflow.permissions.watermarkId && <WatermarkOverlay id={workflow.permissions.watermarkId} />}
          {isStepTagVisible(state.time) && <StepTag number={stepNumber(index)} title={title} />}
          {!state.loaded && !engine.hls.failed && <LoadingOverlay />}
          {engine.hls.failed && (
            <div className={styles.loading} role="alert">
              <span>{t('playbackFailed')}</span>
              <button type="button" className={styles.chip} onClick={() => window.location.reload()}>
                {t('retry')}
              </button>
            </div>
          )}
          {state.loaded && state.paused && panel === null && (
            <div className={styles.center} style={{ pointerEvents: 'none' }}>
              <button type="button" className={styles.bigPlay} aria-label={t('play')} onClick={() => void engine.play()}>
                <Icon name="play" />
              </button>
            </div>
          )}
          <SubtitleOverlay text={cue} />
          {settings.autoMuted && <SoundOffButton onClick={settings.toggleMute} />}
          {isPublicMode && screen.isIframe && <MenuTip />}
          <div className={`${styles.controls} ${idle.hidden ? styles.controlsHidden : ''}`}>
            <ControlBar
              title={workflow.title}
              engine={engine}
              flags={flags}
              panel={panel}
              reactions={slots.reactions}
              onPanel={(p) => {
                // Opening the attachments list switches the toolbox to Summary when there is one (spec 02 §2).
                if (p === 'attachments' && workflow.aiSummary) screen.setTab('summary');
                openPanel(p);
              }}
              onTheater={screen.toggleTheater}
              onFullscreen={screen.toggleFullscreen}
              onToolbox={() => screen.setDivide(!screen.divide)}
              onDragStart={() => hold('drag')}
              onDragEnd={() => release('drag')}
            />
          </div>
          {panel === 'settings' && (
            <SettingsPopup
              workflow={workflow}
              step={step}
              renditions={step.renditions}
              showQuality={flags.showQuality}
              settings={settings}
              onSubtitle={(code) => {
                settings.setSubtitle(code);
                engine.emit({ type: 'subtitles', languageCode: code, stepId: step.id, position: state.time });
              }}
              onClose={() => openPanel(null)}
              onQuality={(q) => {
                engine.setQuality(q);
                engine.emit({ type: 'changeRez', resolution: q, stepId: step.id, position: state.time });
              }}
            />
          )}
          {panel === 'menu' && (
            <StepMenu
              steps={workflow.steps}
              current={index}
              onPick={pick}
              onClose={() => openPanel(null)}
              extra={
                quiz.available ? (
                  <QuizCard
                    status={quiz.status}
                    onOpen={() => {
                      openPanel(null);
                      quiz.open();
                    }}
                  />
                ) : null
              }
            />
          )}
          {quiz.mask && <QuizMask onTake={quiz.take} onDismiss={quiz.dismissMask} />}
          <QuizScreen model={quiz} container={screen.fullscreen ? root : null} />
          {panel === 'search' && <SearchPanel workflow={workflow} onPick={pick} onClose={() => openPanel(null)} />}
          {panel === 'attachments' && (
            <AttachmentsBar attachments={step.attachments} onClose={() => openPanel(null)} onOpen={(kind, i) => setViewer({ kind, index: i })} />
          )}
          {viewer && (
            <AttachmentsPopup
              attachments={step.attachments}
              kind={viewer.kind}
              index={viewer.index}
              onChange={(kind, i) => setViewer({ kind, index: i })}
              onClose={() => setViewer(null)}
            />
          )}
        </section>
        {screen.divide && <Toolbox workflow={workflow} tab={screen.tab} current={index} comments={slots.comments} windowMode={windowMode} onTab={screen.setTab} onPick={(i) => engine.goToStep(i, 'menu')} onSeek={seekSource} />}
      </div>
      {isPage && !screen.divide && !isPublicPage && (
        <div className={styles.below}>
          <h1>{workflow.title}</h1>
          {workflow.permissions.reactions && !flags.showReactions && slots.reactions}
        </div>
      )}
      {isPage && !screen.divide && workflow.permissions.comments && !workflow.isPublic && slots.comments && <div className={styles.below}>{slots.comments}</div>}
      {isPage && !screen.divide && !workflow.isPublic && slots.related && <div className={styles.below}>{slots.related}</div>}
    </div>
  );
}
