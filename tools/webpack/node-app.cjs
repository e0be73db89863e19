const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { join } = require('path');

/**
 * The font the PDFs embed for values the standard fonts cannot draw ("Nguyễn"), copied beside the
 * bundle, where libs/documents/src/pdf/unicode-fonts.ts looks for it (the package has no code to
 * import, so the generated package.json would not install it).
 */
const PDF_FONTS = { input: 'node_modules/dejavu-fonts-ttf/ttf', glob: '{DejaVuSans.ttf,DejaVuSans-Bold.ttf}', output: 'fonts' };

/**
 * The webpack build of a Node entry (the API, the worker): one bundle in dist/apps/<name> with its
 * package.json, source maps that point at the sources in development, no hashing.
 */
module.exports = function nodeAppConfig(name, { assets = [] } = {}) {
  return {
    output: {
      path: join(__dirname, '../../dist/apps', name),
      clean: true,
      ...(process.env.NODE_ENV !== 'production' && {
        devtoolModuleFilenameTemplate: '[absolute-resource-path]',
      }),
    },
    plugins: [
      new NxAppWebpackPlugin({
        target: 'node',
        compiler: 'tsc',
        main: './src/main.ts',
        tsConfig: './tsconfig.app.json',
        assets: [...assets, PDF_FONTS],
        optimization: false,
        outputHashing: 'none',
        generatePackageJson: true,
        sourceMap: true,
      }),
    ],
  };
};
