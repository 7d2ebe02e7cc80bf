import { Controller } from '@nestjs/common';
import {
  DevicesSubjects,
  type Envelope,
  type IdInput,
  type OpenDownloadInput,
  type RecordVersionInput,
  type TagInput,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { VersionsService } from './versions.service.js';

@Controller()
export class VersionsHandler {
  constructor(private readonly versions: VersionsService) {}

  @Handles(DevicesSubjects.listVersions)
  list({ ctx }: Envelope<unknown>) {
    return this.versions.list(ctx);
  }

  @Handles(DevicesSubjects.checkTag)
  checkTag({ ctx, input }: Envelope<TagInput>) {
    return this.versions.checkTag(ctx, input.tag);
  }

  @Handles(DevicesSubjects.recordVersion)
  record({ ctx, input }: Envelope<RecordVersionInput>) {
    return this.versions.record(ctx, input);
  }

  @Handles(DevicesSubjects.deleteVersion)
  remove({ ctx, input }: Envelope<IdInput>) {
    return this.versions.remove(ctx, input.id);
  }

  @Handles(DevicesSubjects.downloadLink)
  downloadLink({ ctx, input }: Envelope<IdInput>) {
    return this.versions.downloadLink(ctx, input.id);
  }

  @Handles(DevicesSubjects.openDownload)
  openDownload({ input }: Envelope<OpenDownloadInput>) {
    return this.versions.openDownload(input);
  }

  @Handles(DevicesSubjects.signingKey)
  signingKey() {
    return this.versions.signingKey();
  }
}
