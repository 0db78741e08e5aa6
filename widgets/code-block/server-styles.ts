import sampleCss from './sample.css?inline';

/**
 * What a prerendered block's stylesheet needs beyond `codeBlockStyles`: the sample features' CSS
 * (marked lines, diffs, folds, placeholders), which the live block adopts only once it loads
 * sample.tsx. A prerendered block waits for the reader's first touch, so its markup shows these
 * from the server's stylesheet meanwhile.
 */
export const codeBlockServerStyles: readonly string[] = [sampleCss];
