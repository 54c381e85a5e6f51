/**
 * The block in the editor: its settings in the sidebar, and the table itself in the canvas as a live preview
 * (the widget's module, imported from the plugin). Plain JavaScript on WordPress's globals: no build step.
 * The page shows what render.php prints; tagAttributes() below writes the same attributes.
 */
(function (wp, settings) {
  const { registerBlockType } = wp.blocks;
  const { createElement: el, Fragment, useCallback } = wp.element;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, SelectControl, TextControl, ToggleControl } = wp.components;
  const { __ } = wp.i18n;

  /** The element's attributes for the block's settings, as carpet_solitaire_tag_attributes() writes them. */
  function tagAttributes(attributes, siteLang) {
    const tag = {};
    if (attributes.variant !== 'carpet') tag.variant = attributes.variant;
    if (attributes.daily) tag.seed = 'daily';
    else if (attributes.seed.trim()) tag.seed = attributes.seed.trim();
    if (attributes.winnable) tag.winnable = '';
    if (attributes.timer) tag.timer = '';
    if (attributes.analysis !== 'warn') tag.analysis = attributes.analysis;
    if (attributes.variant === 'carpet' && attributes.fill === 'manual') tag.fill = 'manual';
    if (!attributes.persist) tag.persist = 'false';
    tag.lang = attributes.lang || siteLang;
    return tag;
  }

  /**
   * Loads the module into the document the block is drawn in, once per document: the editor of WordPress 6.3
   * and later draws blocks of apiVersion 3 in an iframe, and a custom element is defined per window, so a
   * definition in the editor's own window would leave the iframe's tags plain.
   */
  function loadWidgetInto(doc) {
    const id = 'carpet-solitaire-editor-module';
    if (!doc || doc.defaultView.customElements.get('carpet-solitaire') || doc.getElementById(id)) return;
    const script = doc.createElement('script');
    script.type = 'module';
    script.id = id;
    script.src = settings.moduleUrl;
    doc.head.appendChild(script);
  }

  function Edit({ attributes, setAttributes }) {
    const ref = useCallback((node) => node && loadWidgetInto(node.ownerDocument), []);
    const set = (name) => (value) => setAttributes({ [name]: value });
    // The preview keeps no game: a reader's saved game is theirs, not the editor's.
    const preview = { ...tagAttributes(attributes, settings.siteLang), persist: 'false' };
    return el(
      Fragment,
      null,
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Game', 'carpet-solitaire') },
          el(SelectControl, {
            label: __('Game', 'carpet-solitaire'),
            value: attributes.variant,
            options: [
              { label: 'Carpet', value: 'carpet' },
              { label: 'Carthage', value: 'carthage' },
              { label: 'The Carpet (Lady Cadogan)', value: 'cadogan-carpet' },
            ],
            onChange: set('variant'),
          }),
          el(ToggleControl, {
            label: __("Today's deal (the same for every reader each day)", 'carpet-solitaire'),
            checked: attributes.daily,
            onChange: set('daily'),
          }),
          attributes.daily
            ? null
            : el(TextControl, {
                label: __('Seed', 'carpet-solitaire'),
                help: __(
                  'Any text: the same seed deals the same game. Empty: a new deal for each reader.',
                  'carpet-solitaire',
                ),
                value: attributes.seed,
                onChange: set('seed'),
              }),
          el(ToggleControl, {
            label: __('Only deals the solver proves winnable', 'carpet-solitaire'),
            checked: attributes.winnable,
            onChange: set('winnable'),
          }),
          el(ToggleControl, {
            label: __('Show the play clock', 'carpet-solitaire'),
            checked: attributes.timer,
            onChange: set('timer'),
          }),
          el(SelectControl, {
            label: __('What the solver tells the player', 'carpet-solitaire'),
            value: attributes.analysis,
            options: [
              { label: __('Nothing', 'carpet-solitaire'), value: 'off' },
              { label: __('When a move loses a won game', 'carpet-solitaire'), value: 'warn' },
              { label: __('Every verdict', 'carpet-solitaire'), value: 'full' },
            ],
            onChange: set('analysis'),
          }),
          attributes.variant === 'carpet'
            ? el(SelectControl, {
                label: __('Gaps in the carpet', 'carpet-solitaire'),
                value: attributes.fill,
                options: [
                  { label: __('Fill themselves', 'carpet-solitaire'), value: 'auto' },
                  { label: __('The player fills them', 'carpet-solitaire'), value: 'manual' },
                ],
                onChange: set('fill'),
              })
            : null,
          el(ToggleControl, {
            label: __("Keep a reader's game across visits", 'carpet-solitaire'),
            checked: attributes.persist,
            onChange: set('persist'),
          }),
          el(SelectControl, {
            label: __('Language', 'carpet-solitaire'),
            value: attributes.lang,
            options: [
              { label: __("The site's", 'carpet-solitaire'), value: '' },
              { label: 'English', value: 'en' },
              { label: 'Français', value: 'fr' },
              { label: 'Deutsch', value: 'de' },
              { label: 'Español', value: 'es' },
            ],
            onChange: set('lang'),
          }),
        ),
      ),
      el('div', useBlockProps({ ref }), el('carpet-solitaire', preview)),
    );
  }

  registerBlockType('carpet-solitaire/game', { edit: Edit, save: () => null });
  // For a page's own checks: the same mapping render.php makes.
  window.carpetSolitaireBlock = { ...settings, tagAttributes };
})(window.wp, window.carpetSolitaireBlock || { moduleUrl: '', siteLang: '' });
