/**
 * For bench:render: the host's Node server alone, without the renderer, in a
 * process of its own (as the renderer runs in its own), serving `host/dist`
 * and the store named by CABINET_RELEASE_STORE on apps.json's host port.
 */
import path from 'node:path';
import { host } from '@cabinet/serving/apps';
import { serveApps } from '@cabinet/serving/static-server';
import { storeLocation } from '@cabinet/serving/store-location';

const running = await serveApps([host], { store: storeLocation(), hostRoot: path.join(host.dir, 'dist') });
process.send?.('ready');
process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));
