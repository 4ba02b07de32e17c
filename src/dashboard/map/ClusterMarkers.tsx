/**
 * Clusters as round badges sized by their registrations, merged where they would cover each other
 * (clusterSymbols.ts); a click zooms in on them.
 */
import { divIcon } from 'leaflet';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { useFormatNumber } from '../format';
import type { MapCluster } from '../types';
import { badgeSize, useClusterSymbols } from './clusterSymbols';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 28 to 40 px: above WCAG's 24 px target. Opaque, so the white count reads at 5.5:1. */
function clusterIcon(count: number) {
  const size = badgeSize(count);
  return divIcon({
    className: 'dashboard-cluster',
    iconSize: [size, size],
    html: `<div style="box-sizing:border-box;width:${size}px;height:${size}px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#b34700;border:2px solid #fff;box-shadow:0 0 0 2px rgba(179,71,0,0.35);color:#fff;font:600 12px/1 sans-serif;">${compact.format(count)}</div>`,
  });
}

export function ClusterMarkers({ clusters }: { clusters: readonly MapCluster[] }) {
  const map = useMap();
  const symbols = useClusterSymbols(clusters);
  const translate = useTranslate();
  const format = useFormatNumber();
  const icons = useMemo(() => new Map<number, ReturnType<typeof clusterIcon>>(), []);
  const iconFor = (count: number) => {
    const icon = icons.get(count) ?? clusterIcon(count);
    icons.set(count, icon);
    return icon;
  };
  return symbols.map((cluster) => (
    <Marker
      key={`${cluster.lat},${cluster.lng}`}
      position={[cluster.lat, cluster.lng]}
      icon={iconFor(cluster.count)}
      eventHandlers={{ click: () => map.flyTo([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, 18)) }}
    >
      <Tooltip direction="top">
        {translate('dashboard.clusterTooltip', {
          registrations: format(cluster.count),
          animals: format(cluster.animals),
        })}
      </Tooltip>
    </Marker>
  ));
}
