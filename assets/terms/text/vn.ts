import type { TermsText } from './types.ts';

export const vn: TermsText = {
  title: 'Thể lệ chính thức của chương trình rút thăm trúng thưởng',
  lead: (f) =>
    `Thể lệ này điều chỉnh chương trình rút thăm trúng thưởng gắn với các trò chơi “${f.organiser}”. Việc tham gia đồng nghĩa với việc chấp nhận toàn bộ thể lệ.`,
  organiser: {
    heading: 'Đơn vị tổ chức',
    paragraphs: (f) => [
      `Chương trình do ${f.organiser} (sau đây gọi là “Đơn vị tổ chức”), thương hiệu thiết bị chơi game vận hành trang web này, tổ chức. Việc tham gia hoàn toàn miễn phí và không yêu cầu mua hàng.`,
    ],
  },
  eligibility: {
    heading: 'Đối tượng tham gia',
    paragraphs: (f) => [
      `Chương trình dành cho cá nhân từ đủ ${f.minimumAge} tuổi trở lên vào ngày tham gia và cư trú tại bất kỳ quốc gia nào, trừ ${f.excludedCountries}. Người cư trú tại các quốc gia này vẫn có thể chơi trò chơi nhưng không được tham gia rút thăm.`,
      'Để tham gia cần có tài khoản ghi ngày sinh của người tham gia. Nơi cư trú được kiểm tra theo cả quốc gia người tham gia khai báo và quốc gia nơi người đó chơi do các nhà cung cấp dịch vụ của trang web xác định: nếu một trong hai là một trong các quốc gia nêu trên, hoặc không xác định được quốc gia nào, lượt tham gia không hợp lệ.',
      'Nhân viên của Đơn vị tổ chức, của các đại lý và của mọi công ty tham gia thực hiện chương trình, cùng các thành viên trong hộ gia đình của họ, không được tham gia.',
    ],
  },
  period: {
    heading: 'Thời gian diễn ra',
    paragraphs: (f) => [
      `Chương trình bắt đầu lúc ${f.openTime} ngày ${f.startDate} và kết thúc lúc ${f.closeTime} ngày ${f.endDate}, theo giờ ${f.timeZone}. Chỉ những điểm số được lưu trong thời gian này mới được tham gia; thời điểm do máy chủ của Đơn vị tổ chức ghi nhận là căn cứ quyết định.`,
    ],
  },
  entry: {
    heading: 'Cách thức tham gia',
    paragraphs: (f) => [
      `Hãy chơi ba trò chơi trên trang web (${f.games}), sau đó lưu tổng điểm của bạn bằng biểu mẫu trong thời gian diễn ra chương trình, cung cấp địa chỉ email hợp lệ và đồng ý với thể lệ này.`,
      'Mỗi địa chỉ email chỉ được chấp nhận một lượt tham gia và mỗi người chỉ được tham gia bằng một địa chỉ.',
      'Mọi điểm số đều được máy chủ của Đơn vị tổ chức xác minh bằng cách phát lại lượt chơi đã ghi; điểm số không thể tái hiện sẽ không được tính. Mọi hành vi gian lận, chẳng hạn phần mềm bị chỉnh sửa, chơi tự động hoặc dùng nhiều danh tính, sẽ khiến người tham gia bị loại khỏi toàn bộ chương trình.',
    ],
  },
  tiers: {
    heading: 'Giải thưởng theo hạng',
    paragraphs: () => [
      'Tổng điểm, tức tổng điểm của ba trò chơi, xếp mỗi lượt tham gia vào một hạng. Mỗi lượt tham gia được rút thăm ở hạng cao nhất mà tổng điểm của lượt đó đạt tới:',
    ],
  },
  leaderboard: {
    heading: 'Giải thưởng bảng xếp hạng',
    paragraphs: (f) => [
      `Ngoài ra, những người giữ ${f.leaderboardPlaces} vị trí dẫn đầu bảng xếp hạng khi chương trình kết thúc sẽ mỗi người nhận một giải thưởng thuộc dòng thiết bị chơi game của Đơn vị tổ chức. Khi bằng điểm, điểm số được lưu sớm hơn được xếp trên.`,
    ],
  },
  share: {
    heading: 'Giải thưởng chia sẻ',
    paragraphs: (f) => [
      `Người tham gia chia sẻ điểm số từ trang web trong thời gian diễn ra chương trình khi đã đăng nhập tài khoản sẽ được tham gia một đợt rút thăm riêng để nhận mã ví trị giá ${f.sharePrize} mỗi mã. Số mã ví được rút thăm là ${f.sharePrizeWinners}, mỗi mã dành cho một người tham gia khác nhau, và mỗi mã có một người dự phòng được rút thăm.`,
      `Mỗi người tham gia chỉ được tham gia đợt rút thăm này một lần, dù chia sẻ bao nhiêu lần, và phải đáp ứng các điều kiện tham gia nêu trên. Các lượt chia sẻ khi chưa đăng nhập hoặc ngoài thời gian diễn ra chương trình không được tham gia.`,
    ],
  },
  draw: {
    heading: 'Xác định và thông báo người thắng giải',
    paragraphs: (f) => [
      'Sau khi chương trình kết thúc, người thắng giải của mỗi hạng được rút thăm ngẫu nhiên trong số các lượt tham gia hợp lệ của hạng đó, dưới sự giám sát của Đơn vị tổ chức.',
      `Người thắng giải được thông báo qua email, đến địa chỉ đã cung cấp khi tham gia, trong vòng ${f.noticeDays} ngày sau khi chương trình kết thúc. Người thắng giải phải phản hồi trong vòng ${f.replyDays} ngày kể từ ngày nhận thông báo để xác nhận thông tin và điều kiện tham gia; nếu không, quyền nhận giải sẽ bị hủy và giải thưởng có thể được trao cho người dự phòng.`,
    ],
  },
  prizeRules: {
    heading: 'Quy định về giải thưởng',
    paragraphs: () => [
      'Giải thưởng được trao đúng như mô tả, không quy đổi thành tiền mặt, không được đổi sang hiện vật khác hay chuyển nhượng. Nếu một giải thưởng không còn sẵn có vì lý do ngoài tầm kiểm soát, Đơn vị tổ chức có thể thay thế bằng giải thưởng có giá trị tương đương hoặc cao hơn.',
    ],
  },
  data: {
    heading: 'Dữ liệu cá nhân',
    paragraphs: () => [
      'Dữ liệu cung cấp khi tham gia (địa chỉ email, họ tên, ngày sinh và quốc gia) được dùng để tổ chức chương trình, kiểm tra điều kiện tham gia và liên hệ với người thắng giải. Dữ liệu được xử lý theo chính sách quyền riêng tư của trang web này.',
    ],
  },
  general: {
    heading: 'Điều khoản chung',
    paragraphs: () => [
      'Việc tham gia đồng nghĩa với việc chấp nhận toàn bộ thể lệ này. Đơn vị tổ chức có thể hủy, tạm dừng hoặc sửa đổi chương trình nếu gian lận, sự cố kỹ thuật hoặc bất kỳ nguyên nhân nào khác ngoài tầm kiểm soát khiến chương trình không thể diễn ra như dự kiến; người tham gia sẽ được thông báo trên trang web.',
      'Thể lệ này chịu sự điều chỉnh của pháp luật quốc gia nơi Đơn vị tổ chức đặt trụ sở, không ảnh hưởng đến các quy định bắt buộc về bảo vệ người tiêu dùng tại quốc gia cư trú của người tham gia.',
    ],
  },
  table: { tier: 'Hạng', minScore: 'Tổng điểm tối thiểu', winners: 'Số người thắng', prize: 'Giải thưởng' },
  tierName: (tier) => `Hạng ${tier}`,
  prizes: {
    'gaming-pc-bundle': 'Một máy tính chơi game kèm chuột, tai nghe và bàn phím',
    'graphics-card': 'Một card đồ họa',
    'peripherals-bundle': 'Một chuột, một tai nghe và một bàn phím',
  },
  privacyLink: 'Chính sách quyền riêng tư',
  page: (page, pages) => `Trang ${page}/${pages}`,
};
